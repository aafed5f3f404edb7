import { stockMessages } from '@securite/domain/stock/messages';
import type { StockReferenceRef } from '@securite/domain/stock/stock-schemas';

/** « Radio portative (RAD-0001) ». */
export const referenceLabel = (ref: Pick<StockReferenceRef, 'title' | 'reference'>) =>
  `${ref.title} (${ref.reference})`;

/** Spec 001 section 8: the stock update toast lists the references updated. */
export const stockUpdatedText = (refs: readonly Pick<StockReferenceRef, 'title' | 'reference'>[]) =>
  stockMessages.updated(refs.map(referenceLabel));

/** The holder of an assignment: the agent, or the site with its customer. */
export const holderLabel = (row: {
  agent: { fullname: string } | null;
  site: { name: string; customerName?: string | null } | null;
}) => {
  if (row.agent) return row.agent.fullname;
  if (row.site) return row.site.customerName ? `${row.site.name} — ${row.site.customerName}` : row.site.name;
  return '—';
};

/** The rights that read the stock, and those that change it. */
export const stockReadRights = [
  'stockReferences.create',
  'stockReferences.edit',
  'stockAssignments.create',
  'stockAssignments.edit',
] as const;
