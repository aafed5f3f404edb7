/** A span of a service's time, in milliseconds since the epoch: [from, to). */
export interface Span {
  from: number;
  to: number;
}

/** A stored link between a document line and the span of a service it bills (or, on a credit note, credits). */
export interface BillingLink extends Span {
  serviceId: string;
  /** `invoice` lines bill the span; `creditNote` lines (validated) give it back. */
  documentType: 'invoice' | 'creditNote';
  documentId: string;
  documentNumber: string | null;
  documentStatus: string;
}

const key = (link: { serviceId: string; from: number; to: number }) => `${link.serviceId}|${link.from}|${link.to}`;

/**
 * The spans still billed, per service: each invoice link counts once, and each validated credit-note link of the
 * same span gives one back (a credit note copies the links of the lines it cancels). Draft credit notes give
 * nothing back. The invoice links kept are returned (the documents that bill each span), newest last.
 */
export function activeBillingLinks(links: readonly BillingLink[]): BillingLink[] {
  const credits = new Map<string, number>();
  for (const link of links)
    if (link.documentType === 'creditNote' && link.documentStatus !== 'draft')
      credits.set(key(link), (credits.get(key(link)) ?? 0) + 1);
  const active: BillingLink[] = [];
  for (const link of links) {
    if (link.documentType !== 'invoice') continue;
    const k = key(link);
    const given = credits.get(k) ?? 0;
    if (given > 0) credits.set(k, given - 1);
    else active.push(link);
  }
  return active;
}

/** The parts of `span` that none of `billed` covers, in order. */
export function unbilledParts(span: Span, billed: readonly Span[]): Span[] {
  const covered = billed
    .map((b) => ({ from: Math.max(b.from, span.from), to: Math.min(b.to, span.to) }))
    .filter((b) => b.to > b.from)
    .sort((a, b) => a.from - b.from);
  const parts: Span[] = [];
  let cursor = span.from;
  for (const b of covered) {
    if (b.from > cursor) parts.push({ from: cursor, to: b.from });
    cursor = Math.max(cursor, b.to);
  }
  if (cursor < span.to) parts.push({ from: cursor, to: span.to });
  return parts;
}

/** The total length of spans, in minutes. */
export function spanMinutes(spans: readonly Span[]): number {
  return spans.reduce((sum, s) => sum + (s.to - s.from), 0) / 60_000;
}
