import { type UiTutorialSave, zUiTutorial, zUiTutorialList } from '@securite/domain/communication/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { tutorialsKey } from '../../useful-links/public.ts';

const adminTutorialsKey = ['admin', 'ui-tutorials'] as const;

/** POST /admin/fetch/ui-tutorials: every tutorial, active or not, by page. */
export function useAdminTutorials() {
  return useQuery({
    queryKey: adminTutorialsKey,
    queryFn: ({ signal }) =>
      apiRequest('/admin/fetch/ui-tutorials', { method: 'POST', schema: zUiTutorialList, signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminTutorialsKey }),
      queryClient.invalidateQueries({ queryKey: tutorialsKey }),
    ]);
}

/** POST /admin/ui-tutorial. */
export function useSaveTutorial() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UiTutorialSave) =>
      apiRequest('/admin/ui-tutorial', { method: 'POST', body: input, schema: zUiTutorial, notifyErrors: false }),
    onSuccess: refresh,
  });
}

/** DELETE /admin/ui-tutorial/{id}. */
export function useDeleteTutorial() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/ui-tutorial/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
