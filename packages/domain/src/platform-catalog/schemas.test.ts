import { describe, expect, it } from 'vitest';
import { unknownTemplateVariables, zDiscountPresetSave, zReportTemplateSave } from './schemas.ts';

describe('voucher templates', () => {
  it('names the unknown variables (spec: « Variable inconnu »)', () => {
    expect(unknownTemplateVariables('{agent} sur {site} le {jour} et {jour}')).toEqual(['jour']);
    const result = zReportTemplateSave.safeParse({ title: 'Ronde', body: 'Ronde de {agent} le {jour}' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['body'], message: 'Variable inconnu : {jour}' });
    expect(zReportTemplateSave.safeParse({ title: 'Ronde', body: 'Ronde de {agent} sur {site}' }).success).toBe(true);
  });
});

describe('discount presets', () => {
  it('caps a percent at 100 %', () => {
    expect(zDiscountPresetSave.safeParse({ label: 'Fidélité', kind: 'percent', value: 10_001 }).success).toBe(false);
    expect(zDiscountPresetSave.safeParse({ label: 'Fidélité', kind: 'percent', value: 1000 }).success).toBe(true);
    expect(zDiscountPresetSave.safeParse({ label: 'Geste', kind: 'amount', value: 50_000 }).success).toBe(true);
  });
});
