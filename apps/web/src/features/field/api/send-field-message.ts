import { type FieldAnswer, type FieldMessage, zFieldAnswer } from '@securite/domain/field/field-schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** POST {agency}/field/message: one queued message of the phone; the queue shows refusals itself. */
export function sendFieldMessage(agencyId: string, body: FieldMessage): Promise<FieldAnswer> {
  return apiRequest(agencyPath(agencyId, '/field/message'), {
    method: 'POST',
    body,
    schema: zFieldAnswer,
    notifyErrors: false,
    // The phone's clock as it sends: the server measures its offset (field-times.ts) and corrects its times.
    headers: { 'X-Device-Time': new Date().toISOString() },
  });
}
