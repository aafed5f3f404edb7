import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { agencyPath } from '../../../api/client.ts';
import { fetchFile } from '../../../api/download-file.ts';
import { eventsKey } from './events-keys.ts';

/** An attachment of an event as an address for an <img> or a link (null while loading or when it failed). */
export function useEventFileUrl(agencyId: string, eventId: string, fileId: string | null): string | null {
  const query = useQuery({
    queryKey: [...eventsKey(agencyId), 'file', fileId],
    queryFn: async ({ signal }) =>
      (await fetchFile(agencyPath(agencyId, `/event/${eventId}/files/${fileId}`), { signal, notifyErrors: false }))
        .blob,
    enabled: !!fileId,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
