import { type OrderPayment, zOrderPayment } from '@securite/domain/payments/payment-schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** POST {agency}/agency-invoice/{id}/payment: a Checkout page, or the transfer instructions without Stripe. */
export function payMyInvoice(agencyId: string, id: string): Promise<OrderPayment> {
  return apiRequest(agencyPath(agencyId, `/agency-invoice/${id}/payment`), { method: 'POST', schema: zOrderPayment });
}
