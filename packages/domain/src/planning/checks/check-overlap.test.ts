import { describe, expect, it } from 'vitest';
import { checkAgentServices } from './check-agent-services.ts';
import { context, ofType, service, stored } from './check-fixtures.ts';

const overlaps = (...args: Parameters<typeof checkAgentServices>) => ofType(checkAgentServices(...args), 'overlap');

describe('overlap', () => {
  it('names the stored service a candidate overlaps', () => {
    const existing = [stored('s1', '2026-12-12 08:00', '2026-12-12 16:00')];
    expect(overlaps([service('new', '2026-12-12 15:00', '2026-12-12 20:00')], context({ existing }))).toEqual([
      { key: 'new', type: 'overlap', message: 'Déjà planifié sur un autre service le 12/12 de 08:00 à 16:00' },
    ]);
  });

  it('does not count services that only touch (half-open intervals)', () => {
    const existing = [stored('s1', '2026-12-12 08:00', '2026-12-12 16:00')];
    const candidates = [
      service('after', '2026-12-12 16:00', '2026-12-12 20:00'),
      service('before', '2026-12-12 04:00', '2026-12-12 08:00'),
    ];
    expect(overlaps(candidates, context({ existing }))).toEqual([]);
  });

  it('reports both candidates of the batch that overlap each other', () => {
    const candidates = [
      service('a', '2026-12-12 22:00', '2026-12-13 06:00'),
      service('b', '2026-12-13 05:00', '2026-12-13 09:00'),
    ];
    expect(overlaps(candidates, context())).toEqual([
      {
        key: 'a',
        type: 'overlap',
        message: 'Chevauche un autre service de cet enregistrement, le 13/12 de 05:00 à 09:00',
      },
      {
        key: 'b',
        type: 'overlap',
        message: 'Chevauche un autre service de cet enregistrement, du 12/12 à 22:00 au 13/12 à 06:00',
      },
    ]);
  });

  it('finds a long stored service that started well before the candidate', () => {
    const existing = [
      stored('night', '2026-12-11 20:00', '2026-12-12 14:00'),
      stored('short', '2026-12-12 01:00', '2026-12-12 02:00', { circuitId: 'night' }),
    ];
    const found = overlaps([service('new', '2026-12-12 13:00', '2026-12-12 18:00')], context({ existing }));
    expect(found.map((i) => i.message)).toEqual([
      'Déjà planifié sur un autre service du 11/12 à 20:00 au 12/12 à 14:00',
    ]);
  });

  it('leaves circuit stops to their circuit', () => {
    const existing = [stored('circuit', '2026-12-12 20:00', '2026-12-13 06:00', { isCircuit: true })];
    const stop = service('stop', '2026-12-12 22:00', '2026-12-12 22:30', { circuitId: 'circuit' });
    expect(overlaps([stop], context({ existing }))).toEqual([]);
    const parent = service('parent', '2026-12-13 05:00', '2026-12-13 09:00', { isCircuit: true });
    expect(overlaps([parent], context({ existing }))).toHaveLength(1);
  });

  it('does not compare an edited service with its stored version', () => {
    const existing = [stored('s1', '2026-12-12 08:00', '2026-12-12 16:00')];
    const edited = service('s1', '2026-12-12 09:00', '2026-12-12 17:00', { id: 's1' });
    expect(overlaps([edited], context({ existing }))).toEqual([]);
  });
});
