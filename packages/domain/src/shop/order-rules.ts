/**
 * Orders of the platform's shop: totals in cents and the operation states an order goes through, from the
 * agency's cart to its delivery (spec 001 sections 3 and 4: "Subscription order operation: transitions by
 * operation state; delivery action via a dedicated call").
 */

/** The platform's VAT on what it sells: 20 %, in basis points. */
export const PLATFORM_VAT_BP = 2000;

export interface OrderLineInput {
  quantity: number;
  unitPriceCents: number;
}

/** Line total: price times quantity, rounded to the cent (spec 001 section 5). */
export function lineTotalCents(line: OrderLineInput): number {
  return Math.round(line.unitPriceCents * line.quantity);
}

/** VAT of an amount excluding tax, rounded to the cent. */
export function vatCents(amountExclTaxCents: number, rateBp: number = PLATFORM_VAT_BP): number {
  return Math.round((amountExclTaxCents * rateBp) / 10_000);
}

export interface OrderTotals {
  itemsTotalCents: number;
  deliveryFeesCents: number;
  /** Items and delivery fees, excluding tax. */
  totalCents: number;
  vatCents: number;
  totalInclTaxCents: number;
}

/** The totals of an order: its lines, its delivery fees, then the VAT on the whole. */
export function orderTotals(lines: readonly OrderLineInput[], deliveryFeesCents: number): OrderTotals {
  const itemsTotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const totalCents = itemsTotalCents + deliveryFeesCents;
  const vat = vatCents(totalCents);
  return { itemsTotalCents, deliveryFeesCents, totalCents, vatCents: vat, totalInclTaxCents: totalCents + vat };
}

/**
 * cart: the agency is choosing; draft: made by an admin, not sent; awaitingPayment: its invoice is issued;
 * paid: settled (or its payment skipped); preparing, shipped, delivered: what was bought reaches the agency
 * (records of an agent pack are delivered at once on payment); cancelled.
 */
export const operationStates = [
  'cart',
  'draft',
  'awaitingPayment',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OperationState = (typeof operationStates)[number];

export const operationStateLabels: Record<OperationState, string> = {
  cart: 'Panier',
  draft: 'Brouillon',
  awaitingPayment: 'En attente de paiement',
  paid: 'Payée',
  preparing: 'En préparation',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
};

/** The delivery actions of PUT admin/subscription-operation-delivery/{id}/{action}. */
export const deliveryActions = ['prepare', 'ship', 'deliver', 'cancel'] as const;
export type DeliveryAction = (typeof deliveryActions)[number];
export const deliveryActionLabels: Record<DeliveryAction, string> = {
  prepare: 'Préparer',
  ship: 'Expédier',
  deliver: 'Livrer',
  cancel: 'Annuler',
};

const deliveryMoves: Record<DeliveryAction, { from: readonly OperationState[]; to: OperationState }> = {
  prepare: { from: ['paid'], to: 'preparing' },
  ship: { from: ['paid', 'preparing'], to: 'shipped' },
  deliver: { from: ['paid', 'preparing', 'shipped'], to: 'delivered' },
  // Once paid, an order is cancelled only before it leaves: the refund is handled with the agency.
  cancel: { from: ['cart', 'draft', 'awaitingPayment', 'paid', 'preparing'], to: 'cancelled' },
};

/** The state a delivery action leads to, or null when the order's state does not allow it. */
export function deliveryTarget(state: OperationState, action: DeliveryAction): OperationState | null {
  const move = deliveryMoves[action];
  return move.from.includes(state) ? move.to : null;
}

/** Whether an admin may still change an order's lines and addresses. */
export function orderEditable(state: OperationState): boolean {
  return state === 'cart' || state === 'draft' || state === 'awaitingPayment';
}

/** Whether an order can be paid (a payment requested, by card or by transfer). */
export function orderPayable(state: OperationState): boolean {
  return state === 'cart' || state === 'draft' || state === 'awaitingPayment';
}

/** The state of an order once paid: delivered at once when nothing must be shipped (agent records). */
export function stateAfterPayment(needsShipping: boolean): OperationState {
  return needsShipping ? 'paid' : 'delivered';
}

/** Where an order comes from: the shop, the agent limit dialog (origin agent-limit) or an admin. */
export const orderOrigins = ['shop', 'agent-limit', 'admin'] as const;
export type OrderOrigin = (typeof orderOrigins)[number];
