import {
  type MailEventsRequest,
  zMailAttachments,
  zMailContent,
  zMailEventsPage,
} from '@securite/domain/email-tracking/email-tracking-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchFile, saveFile } from '../../../api/download-file.ts';

const mailsKey = (agencyId: string) => ['agency', agencyId, 'emails'] as const;

/** POST {agency}/fetch/emails/events: a page of the agency's mail events, newest first. */
export function useMailEvents(agencyId: string, input: MailEventsRequest) {
  return useQuery({
    queryKey: [...mailsKey(agencyId), 'events', input],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/emails/events'), {
        method: 'POST',
        body: input,
        schema: zMailEventsPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET {agency}/fetch/emails/{id}/content: the mail as written, with its history. */
export function useMailContent(agencyId: string, mailId: string) {
  return useQuery({
    queryKey: [...mailsKey(agencyId), mailId, 'content'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/fetch/emails/${mailId}/content`), { schema: zMailContent, signal }),
  });
}

/** GET {agency}/fetch/emails/{id}/attachments: the files sent with the mail. */
export function useMailAttachments(agencyId: string, mailId: string) {
  return useQuery({
    queryKey: [...mailsKey(agencyId), mailId, 'attachments'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/fetch/emails/${mailId}/attachments`), { schema: zMailAttachments, signal }),
  });
}

/** Downloads one attached file under its own name. */
export async function downloadMailAttachment(
  agencyId: string,
  mailId: string,
  attachment: { id: string; filename: string },
) {
  saveFile(
    await fetchFile(agencyPath(agencyId, `/fetch/emails/${mailId}/attachments/${attachment.id}`), {
      fallbackName: attachment.filename,
    }),
  );
}
