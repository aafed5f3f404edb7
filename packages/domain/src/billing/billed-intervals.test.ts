import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeBillingLinks, type BillingLink, spanMinutes, unbilledParts } from './billed-intervals.ts';

const arbSpan = fc
  .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 5000 }))
  .map(([from, length]) => ({ from, to: from + length }));

const covered = (point: number, spans: readonly { from: number; to: number }[]) =>
  spans.some((s) => s.from <= point && point < s.to);

describe('billed spans', () => {
  it('the unbilled parts are inside the span, disjoint, and cover exactly what nothing billed covers', () => {
    fc.assert(
      fc.property(
        arbSpan,
        fc.array(arbSpan, { maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 16_000 })),
        (span, billed, points) => {
          const parts = unbilledParts(span, billed);
          for (let i = 0; i < parts.length; i++) {
            const p = parts[i] as { from: number; to: number };
            expect(p.from).toBeGreaterThanOrEqual(span.from);
            expect(p.to).toBeLessThanOrEqual(span.to);
            expect(p.to).toBeGreaterThan(p.from);
            if (i > 0) expect(p.from).toBeGreaterThan((parts[i - 1] as { to: number }).to - 1);
          }
          for (const point of points) {
            const inSpan = span.from <= point && point < span.to;
            expect(covered(point, parts)).toBe(inSpan && !covered(point, billed));
          }
        },
      ),
    );
  });

  it('a validated credit note gives back the span its invoice billed; a draft one does not', () => {
    const link = (documentType: 'invoice' | 'creditNote', documentStatus: string, id: string): BillingLink => ({
      serviceId: 's1',
      from: 0,
      to: 60_000 * 90,
      documentType,
      documentId: id,
      documentNumber: null,
      documentStatus,
    });
    const invoice = link('invoice', 'validated', 'f1');
    expect(activeBillingLinks([invoice])).toEqual([invoice]);
    expect(activeBillingLinks([invoice, link('creditNote', 'draft', 'a1')])).toEqual([invoice]);
    expect(activeBillingLinks([invoice, link('creditNote', 'validated', 'a1')])).toEqual([]);
    const rebilled = link('invoice', 'draft', 'f2');
    expect(activeBillingLinks([invoice, link('creditNote', 'validated', 'a1'), rebilled])).toHaveLength(1);
    expect(spanMinutes([invoice])).toBe(90);
  });
});
