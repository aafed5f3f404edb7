/** An offer is a draft (only its agency sees it), active (every agency of the platform sees it) or closed. */
export const OfferStatus = { Draft: 'draft', Active: 'active', Closed: 'closed' } as const;
export type OfferStatus = (typeof OfferStatus)[keyof typeof OfferStatus];
export const offerStatuses = Object.values(OfferStatus) as [OfferStatus, ...OfferStatus[]];
export const offerStatusLabels: Record<OfferStatus, string> = {
  draft: 'Brouillon',
  active: 'Active',
  closed: 'Clôturée',
};

/** Spec 001 section 4: an answer's status is set by the agency that made the offer. */
export const OfferAnswerStatus = { Pending: 'pending', Accepted: 'accepted', Refused: 'refused' } as const;
export type OfferAnswerStatus = (typeof OfferAnswerStatus)[keyof typeof OfferAnswerStatus];
export const offerAnswerStatuses = Object.values(OfferAnswerStatus) as [OfferAnswerStatus, ...OfferAnswerStatus[]];
export const offerAnswerStatusLabels: Record<OfferAnswerStatus, string> = {
  pending: 'En attente',
  accepted: 'Retenue',
  refused: 'Non retenue',
};

/** The offers list's type filter (spec 001 section 5: required): the others' active offers or the agency's own. */
export const OfferListType = { Active: 'active', Mine: 'mine' } as const;
export type OfferListType = (typeof OfferListType)[keyof typeof OfferListType];
export const offerListTypes = Object.values(OfferListType) as [OfferListType, ...OfferListType[]];

/**
 * The contact line of an agency on the board (spec 001 section 3): its name, e-mail and on-call number, the parts
 * it has, separated by « · ».
 */
export function contactLine(agency: { name: string; email: string | null; onCallNumber: string | null }): string {
  return [agency.name, agency.email, agency.onCallNumber ? formatPhone(agency.onCallNumber) : null]
    .filter((part): part is string => !!part && part.trim() !== '')
    .join(' · ');
}

/** « 0140000000 » → « 01 40 00 00 00 »; anything else as it is. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[\s.-]/g, '');
  if (/^0\d{9}$/.test(digits)) return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
  if (/^\+33\d{9}$/.test(digits)) {
    const rest = digits.slice(3);
    return `+33 ${rest[0]} ${rest.slice(1).replace(/(\d{2})(?=\d)/g, '$1 ')}`;
  }
  return phone;
}
