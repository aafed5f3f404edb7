import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { missingRightMessage } from '../errors/messages.ts';
import { allRights, isRight, type RightEntity, rightEntities, rightLabels, saveRight } from './rights.ts';

const arbEntity = fc.constantFrom(...(Object.keys(rightEntities) as RightEntity[]));

describe('saveRight', () => {
  it('asks for the create right when the item has no id yet', () => {
    fc.assert(
      fc.property(arbEntity, fc.constantFrom(undefined, null, ''), (entity, id) => {
        return saveRight(entity, id === undefined ? {} : { id }) === `${entity}.create`;
      }),
    );
  });

  it('asks for the edit right when the item has an id', () => {
    fc.assert(
      fc.property(arbEntity, fc.oneof(fc.uuid(), fc.integer(), fc.string({ minLength: 1 })), (entity, id) => {
        return saveRight(entity, { id }) === `${entity}.edit`;
      }),
    );
  });

  it('always answers a known right', () => {
    fc.assert(fc.property(arbEntity, fc.anything(), (entity, id) => isRight(saveRight(entity, { id }))));
  });
});

describe('rights as data', () => {
  it('gives every right a distinct, non-empty French label', () => {
    const labels = allRights.map((r) => rightLabels[r]);
    expect(labels.every((l) => l.trim().length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('has a create and an edit right for every entity', () => {
    for (const entity of Object.keys(rightEntities)) {
      expect(isRight(`${entity}.create`)).toBe(true);
      expect(isRight(`${entity}.edit`)).toBe(true);
    }
    expect(rightLabels['customers.create']).toBe('Créer des clients');
    expect(rightLabels['customers.edit']).toBe('Modifier les clients');
  });

  it('recognises only listed rights, not inherited object keys', () => {
    expect(isRight('toString')).toBe(false);
    expect(isRight('__proto__')).toBe(false);
    fc.assert(fc.property(fc.string(), (s) => isRight(s) === allRights.includes(s as never)));
  });

  it('builds the spec permission message', () => {
    expect(missingRightMessage(rightLabels['supervision.view'])).toBe(
      'Vous ne bénéficiez pas de l\'autorisation "Superviser le terrain".',
    );
  });
});
