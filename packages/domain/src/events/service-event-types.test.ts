import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultServiceEventTypes,
  eventTypeKeyFromLabel,
  findDuplicateEventType,
  normalizeTypeName,
  uniqueEventTypeKey,
  zServiceEventType,
} from './service-event-types.ts';

const arbType = fc.record({
  key: fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/),
  label: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0),
});

describe('service event types', () => {
  it('offers the spec’s six types and « Incident », valid and without duplicate', () => {
    expect(defaultServiceEventTypes.map((t) => t.label)).toEqual([
      'Présence',
      'Contrôle spécifique',
      'Logistique',
      'Soins et secours',
      'Livraison',
      'Observations',
      'Incident',
    ]);
    for (const type of defaultServiceEventTypes) expect(zServiceEventType.safeParse(type).success).toBe(true);
    expect(findDuplicateEventType(defaultServiceEventTypes)).toBeNull();
  });

  it('names the first duplicated label, ignoring case, accents and spaces', () => {
    const duplicate = findDuplicateEventType([...defaultServiceEventTypes, { key: 'autre', label: ' presence ' }]);
    expect(duplicate).toEqual({
      field: 'label',
      value: ' presence ',
      message: 'Le type d’événement «  presence  » apparaît plusieurs fois.',
    });
    expect(findDuplicateEventType([...defaultServiceEventTypes, { key: 'Presence', label: 'Autre' }])).toMatchObject({
      field: 'key',
      message: 'La clé « Presence » est utilisée par plusieurs types d’événement.',
    });
  });

  it('finds a duplicate exactly when two normalized keys or labels are equal', () => {
    fc.assert(
      fc.property(fc.array(arbType, { maxLength: 8 }), (types) => {
        const keys = types.map((t) => normalizeTypeName(t.key));
        const labels = types.map((t) => normalizeTypeName(t.label));
        const hasDuplicate = new Set(keys).size !== keys.length || new Set(labels).size !== labels.length;
        return (findDuplicateEventType(types) !== null) === hasDuplicate;
      }),
    );
  });

  it('always finds a type appended twice', () => {
    fc.assert(
      fc.property(fc.array(arbType, { maxLength: 5 }), arbType, (types, extra) => {
        return findDuplicateEventType([...types, extra, extra]) !== null;
      }),
    );
  });

  it('makes valid keys from labels', () => {
    expect(eventTypeKeyFromLabel('Contrôle spécifique')).toBe('controle-specifique');
    expect(eventTypeKeyFromLabel('!!!')).toBe('type');
    fc.assert(
      fc.property(fc.string(), (label) => zServiceEventType.shape.key.safeParse(eventTypeKeyFromLabel(label)).success),
    );
  });

  it('makes keys that no other type uses', () => {
    expect(uniqueEventTypeKey('Ronde', [])).toBe('ronde');
    expect(uniqueEventTypeKey('Ronde', ['RONDE', 'ronde-2'])).toBe('ronde-3');
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }), (label, taken) => {
        const key = uniqueEventTypeKey(label, taken);
        const valid = zServiceEventType.shape.key.safeParse(key).success;
        return valid && !taken.map(normalizeTypeName).includes(normalizeTypeName(key));
      }),
    );
  });
});
