import { type UsefulLinks, zUsefulLinksAnswer } from '@securite/domain/communication/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { usefulLinksKey } from '../../useful-links/public.ts';

/** PUT /admin/configurations/links. */
export function useSaveUsefulLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UsefulLinks) =>
      apiRequest('/admin/configurations/links', {
        method: 'PUT',
        body: input,
        schema: zUsefulLinksAnswer,
        notifyErrors: false,
      }),
    onSuccess: (saved) => queryClient.setQueryData(usefulLinksKey, saved),
  });
}
