import { describe, expect, it } from 'vitest';
import { checkAgentServices } from './check-agent-services.ts';
import { context, ofType, paris, service } from './check-fixtures.ts';

const leave = { startAt: paris('2026-12-14 00:00'), endAt: paris('2026-12-19 00:00'), label: 'Congés payés' };
const doctor = { startAt: paris('2026-12-12 09:00'), endAt: paris('2026-12-12 11:30'), label: 'Rendez-vous médical' };

describe('unavailable', () => {
  it('names the unavailability and its dates', () => {
    const issues = checkAgentServices(
      [service('new', '2026-12-13 20:00', '2026-12-14 04:00')],
      context({ unavailabilities: [doctor, leave] }),
    );
    expect(ofType(issues, 'unavailable')).toEqual([
      {
        key: 'new',
        type: 'unavailable',
        message: 'Indisponible (Congés payés) du 14/12/2026 à 00:00 au 19/12/2026 à 00:00',
      },
    ]);
  });

  it('writes a part-day unavailability on one day', () => {
    const issues = checkAgentServices(
      [service('new', '2026-12-12 08:00', '2026-12-12 16:00')],
      context({ unavailabilities: [doctor] }),
    );
    expect(ofType(issues, 'unavailable')[0].message).toBe(
      'Indisponible (Rendez-vous médical) le 12/12/2026 de 09:00 à 11:30',
    );
  });

  it('lets a service end when the unavailability starts', () => {
    const issues = checkAgentServices(
      [
        service('new', '2026-12-13 16:00', '2026-12-14 00:00'),
        service('after', '2026-12-19 00:00', '2026-12-19 08:00'),
      ],
      context({ unavailabilities: [leave] }),
    );
    expect(ofType(issues, 'unavailable')).toEqual([]);
  });

  it('checks circuit stops too (the agent is away whatever the service)', () => {
    const stop = service('stop', '2026-12-12 10:00', '2026-12-12 10:30', { circuitId: 'c1' });
    expect(ofType(checkAgentServices([stop], context({ unavailabilities: [doctor] })), 'unavailable')).toHaveLength(1);
  });
});
