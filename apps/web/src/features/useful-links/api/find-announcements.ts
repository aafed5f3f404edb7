import { type AnnouncementFetchInput, zAnnouncementPage } from '@securite/domain/communication/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export const announcementsKey = ['platform', 'announcements'] as const;

/** POST /announcements/fetch: the platform's news, newest first. */
export function useAnnouncements(input: AnnouncementFetchInput, enabled = true) {
  return useQuery({
    queryKey: [...announcementsKey, input],
    queryFn: ({ signal }) =>
      apiRequest('/announcements/fetch', { method: 'POST', body: input, schema: zAnnouncementPage, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
  });
}
