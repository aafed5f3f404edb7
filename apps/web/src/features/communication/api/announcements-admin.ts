import {
  type AnnouncementFetchInput,
  type AnnouncementSave,
  zAnnouncement,
  zAnnouncementPage,
} from '@securite/domain/communication/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { announcementsKey } from '../../useful-links/public.ts';

const adminAnnouncementsKey = ['admin', 'announcements'] as const;

/** POST /admin/announcements/fetch: the news, newest first, 25 a page. */
export function useAdminAnnouncements(input: AnnouncementFetchInput) {
  return useQuery({
    queryKey: [...adminAnnouncementsKey, input],
    queryFn: ({ signal }) =>
      apiRequest('/admin/announcements/fetch', { method: 'POST', body: input, schema: zAnnouncementPage, signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminAnnouncementsKey }),
      queryClient.invalidateQueries({ queryKey: announcementsKey }),
    ]);
}

/** POST /admin/announcements: publishes a news item. */
export function useCreateAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: AnnouncementSave) =>
      apiRequest('/admin/announcements', { method: 'POST', body: input, schema: zAnnouncement, notifyErrors: false }),
    onSuccess: refresh,
  });
}

/** DELETE /admin/announcements/{id}. */
export function useDeleteAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/announcements/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
