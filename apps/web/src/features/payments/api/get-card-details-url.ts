import { zRedirect } from '@securite/domain/payments/payment-schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** GET {agency}/card-details?action=add: the provider's page that records a card. */
export function cardDetailsUrl(agencyId: string): Promise<{ url: string }> {
  return apiRequest(agencyPath(agencyId, '/card-details?action=add'), { schema: zRedirect, notifyErrors: false });
}
