import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { agencyPath } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';
import { agentKeys } from './agent-keys.ts';

const badgePath = (agencyId: string, agentId: string) =>
  agencyPath(agencyId, `/badge/agent/${encodeURIComponent(agentId)}`);

/** GET {agency}/badge/agent/{id}?type=png: the badge's QR code as an image. */
export async function getBadgeQrCode(agencyId: string, agentId: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchFile(`${badgePath(agencyId, agentId)}?type=png`, { signal, notifyErrors: false })).blob;
}

/** The QR code as an image address for an <img>, released when the page leaves. */
export function useBadgeQrCode(agencyId: string, agentId: string | null) {
  const query = useQuery({
    queryKey: agentKeys.badge(agencyId, agentId ?? ''),
    queryFn: ({ signal }) => getBadgeQrCode(agencyId, agentId!, signal),
    enabled: agentId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...query, url };
}

/** GET {agency}/badge/agent/{id} (PDF): the printable badge, downloaded. */
export async function downloadBadgePdf(agencyId: string, agentId: string): Promise<void> {
  saveFile(await fetchFile(`${badgePath(agencyId, agentId)}?type=pdf`, { fallbackName: 'badge.pdf' }));
}

export function useDownloadBadgePdf(agencyId: string) {
  return useMutation({ mutationFn: (agentId: string) => downloadBadgePdf(agencyId, agentId) });
}
