import { describe, expect, it } from 'vitest';
import { stockMessages } from './messages.ts';
import {
  availableQuantity,
  nextReferenceCode,
  qrSheetLayout,
  referencePrefix,
  restitutionState,
} from './stock-rules.ts';
import { zQrExport, zStockAssignmentSave } from './stock-schemas.ts';

const REF = '11111111-1111-4111-8111-111111111111';
const AGENT = '22222222-2222-4222-8222-222222222222';

describe('stock assignment validation', () => {
  it('needs at least one agent or site, with the spec’s message', () => {
    const result = zStockAssignmentSave.safeParse({ stockReferenceId: REF, agents: [], sites: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Formulaire invalide, au moins un collaborateur ou un site doit être sélectionné pour assignation',
    );
    expect(zStockAssignmentSave.safeParse({ stockReferenceId: REF, agents: [AGENT] }).success).toBe(true);
  });

  it('needs a positive quantity and a restitution period in order', () => {
    const zero = zStockAssignmentSave.safeParse({ stockReferenceId: REF, agents: [AGENT], quantityToAssign: 0 });
    expect(zero.error?.issues[0]?.message).toBe(stockMessages.quantity);
    const reversed = zStockAssignmentSave.safeParse({
      stockReferenceId: REF,
      agents: [AGENT],
      dateRangeRestitution: { from: '2026-05-10', to: '2026-05-01' },
    });
    expect(reversed.error?.issues[0]?.message).toBe(stockMessages.restitutionRange);
  });
});

describe('stock rules', () => {
  it('never answers a negative availability', () => {
    expect(availableQuantity(10, 3)).toBe(7);
    expect(availableQuantity(2, 5)).toBe(0);
  });

  it('makes reference codes from the title and the codes used', () => {
    expect(referencePrefix('Radio portative Motorola')).toBe('RAD');
    expect(referencePrefix('Écran')).toBe('ECR');
    expect(referencePrefix('  ')).toBe('REF');
    expect(nextReferenceCode('RAD', ['RAD-0001', 'rad-0007', 'LAM-0009'])).toBe('RAD-0008');
    expect(nextReferenceCode('LAM', [])).toBe('LAM-0001');
  });

  it('tells when an assignment is to be returned', () => {
    const today = '2026-03-10';
    const state = (from: string | null, to: string | null, returned = false) =>
      restitutionState({ returned, restitutionFrom: from, restitutionTo: to }, today);
    expect(state(null, null)).toBe('none');
    expect(state(null, '2026-03-09')).toBe('overdue');
    expect(state(null, '2026-04-01')).toBe('due');
    expect(state(null, '2026-06-01')).toBe('upcoming');
    expect(state('2026-03-01', '2026-06-01')).toBe('due');
    expect(state(null, '2026-03-09', true)).toBe('returned');
  });
});

describe('QR labels', () => {
  it('prints 4 codes per reference by default', () => {
    const parsed = zQrExport.parse({ items: [{ id: REF }] });
    expect(parsed).toMatchObject({ qrCodesQuantity: 4, qrCodeCountByRow: 4, qrCodeSize: 35, qrCodeMargin: 5 });
  });

  it('lays the codes in rows on A4 pages, fewer a row when they would not fit', () => {
    const layout = qrSheetLayout({ count: 9, perRow: 4, sizeMm: 35, marginMm: 5 });
    expect(layout.perRow).toBe(4);
    expect(layout.cells[0]).toMatchObject({ page: 0, x: 15, y: 15 });
    expect(layout.cells[4]).toMatchObject({ page: 0, x: 15 });
    expect(layout.cells[4].y).toBeGreaterThan(layout.cells[0].y);
    const big = qrSheetLayout({ count: 3, perRow: 10, sizeMm: 100, marginMm: 10 });
    expect(big.perRow).toBe(1);
    expect(big.cells[2].page).toBe(1);
  });
});
