import { fileDownloadPath } from '@securite/domain/files/file-schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchFile, saveFile } from '../../api/download-file.ts';

/** Query keys of files' bytes: a file never changes under its id, so they are kept for the session. */
export const fileKeys = {
  blob: (agencyId: string, fileId: string) => ['agency', agencyId, 'files', fileId] as const,
};

/** GET {agency}/files/{id}/download with the bearer token (an <img> cannot send it). */
export async function getStoredFile(agencyId: string, fileId: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchFile(fileDownloadPath(agencyId, fileId), { signal, notifyErrors: false })).blob;
}

/** An image file as an address for an <img> (null while loading, without a file or when it failed). */
export function useStoredImageUrl(agencyId: string, fileId: string | null | undefined): string | null {
  const query = useQuery({
    queryKey: fileKeys.blob(agencyId, fileId ?? ''),
    queryFn: ({ signal }) => getStoredFile(agencyId, fileId!, signal),
    enabled: !!fileId && !!agencyId,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: false,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** Downloads a stored file under its real name (the server's Content-Disposition). */
export async function downloadStoredFile(agencyId: string, fileId: string, fallbackName: string): Promise<void> {
  saveFile(await fetchFile(fileDownloadPath(agencyId, fileId), { fallbackName }));
}
