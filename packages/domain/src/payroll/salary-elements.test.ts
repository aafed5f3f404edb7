import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { salaryElementKindLabels, salaryElementKinds, salaryElementTitle } from './salary-elements.ts';

describe('salaryElementTitle', () => {
  it('says the kind once: the label alone when it starts with the kind, else the kind after it', () => {
    expect(salaryElementTitle({ kind: 'bonus', label: 'Prime de panier' })).toBe('Prime de panier');
    expect(salaryElementTitle({ kind: 'expense', label: 'Frais kilométriques' })).toBe('Frais kilométriques');
    expect(salaryElementTitle({ kind: 'expense', label: 'frais de repas' })).toBe('frais de repas');
    expect(salaryElementTitle({ kind: 'advance', label: 'ACOMPTE du 15' })).toBe('ACOMPTE du 15');
    expect(salaryElementTitle({ kind: 'bonus', label: 'Panier' })).toBe('Panier (prime)');
    expect(salaryElementTitle({ kind: 'deduction', label: 'Mutuelle' })).toBe('Mutuelle (retenue)');
  });

  it('keeps the whole label and names the kind, never adding it before a label that has it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...salaryElementKinds),
        fc.string({ minLength: 1 }),
        fc.boolean(),
        (kind, rest, named) => {
          const kindLabel = salaryElementKindLabels[kind];
          const label = named ? `${kindLabel} ${rest}`.trim() : rest.trim();
          const title = salaryElementTitle({ kind, label });
          expect(title.startsWith(label)).toBe(true);
          expect(title.toLowerCase()).toContain(kindLabel.toLowerCase());
          if (named) expect(title).toBe(label);
        },
      ),
    );
  });
});
