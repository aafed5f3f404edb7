import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zSectionSave } from './catalogue-schemas.ts';
import { deliveryTarget, lineTotalCents, orderTotals, stateAfterPayment } from './order-rules.ts';
import { zCartSave, zOrderSave } from './order-schemas.ts';

const agencyId = '11111111-1111-4111-8111-111111111111';
const articleId = '22222222-2222-4222-8222-222222222222';

describe('order totals', () => {
  it('adds the lines and the delivery fees, then 20 % VAT', () => {
    const totals = orderTotals(
      [
        { quantity: 5, unitPriceCents: 999 },
        { quantity: 2, unitPriceCents: 1250 },
      ],
      890,
    );
    expect(totals).toEqual({
      itemsTotalCents: 4995 + 2500,
      deliveryFeesCents: 890,
      totalCents: 8385,
      vatCents: 1677,
      totalInclTaxCents: 10_062,
    });
  });

  it('line totals are integers and the total includes every line (property)', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 1000 }),
      unitPriceCents: fc.integer({ min: 0, max: 1e6 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.integer({ min: 0, max: 10_000 }), (lines, fees) => {
        const totals = orderTotals(lines, fees);
        expect(Number.isInteger(totals.totalInclTaxCents)).toBe(true);
        expect(totals.totalCents).toBe(lines.reduce((s, l) => s + lineTotalCents(l), 0) + fees);
        expect(totals.totalInclTaxCents).toBeGreaterThanOrEqual(totals.totalCents);
      }),
    );
  });
});

describe('order validation (spec 001 section 5)', () => {
  it('asks for an agency and at least one item, with the spec texts', () => {
    const result = zOrderSave.safeParse({ items: [] });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('Veuillez sélectionner une agence pour la commande.');
    expect(messages).toContain('La commande doit contenir au moins un article.');
    expect(zOrderSave.parse({ agencyId, items: [{ articleId }] }).items[0].quantity).toBe(1);
  });

  it('a cart needs one item; its origin is the shop unless the agent limit sent the user', () => {
    expect(zCartSave.safeParse({ items: [] }).success).toBe(false);
    expect(zCartSave.parse({ items: [{ articleId }] }).origin).toBe('shop');
    expect(zCartSave.parse({ items: [{ articleId }], origin: 'agent-limit' }).origin).toBe('agent-limit');
    expect(zCartSave.safeParse({ items: [{ articleId }], origin: 'admin' }).success).toBe(false);
  });

  it('refuses an article twice in a section', () => {
    const twice = zSectionSave.safeParse({ title: 'Packs', sectionArticles: [{ articleId }, { articleId }] });
    expect(twice.success).toBe(false);
  });
});

describe('operation states', () => {
  it('moves a paid order through preparation and delivery, never back', () => {
    expect(deliveryTarget('paid', 'prepare')).toBe('preparing');
    expect(deliveryTarget('preparing', 'ship')).toBe('shipped');
    expect(deliveryTarget('shipped', 'deliver')).toBe('delivered');
    expect(deliveryTarget('delivered', 'cancel')).toBeNull();
    expect(deliveryTarget('shipped', 'prepare')).toBeNull();
    expect(deliveryTarget('awaitingPayment', 'ship')).toBeNull();
  });

  it('delivers at once what needs no shipping', () => {
    expect(stateAfterPayment(false)).toBe('delivered');
    expect(stateAfterPayment(true)).toBe('paid');
  });
});
