import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServiceStatus } from '../planning/service-status.ts';
import { type ProtectedService, protectionState } from './protection.ts';

const settings = { ptiEnabled: true, ptiDisabledBetweenServices: true, ptiPauseOnBreak: true };
const started: ProtectedService = { status: ServiceStatus.Started, isCircuit: false, betweenServices: false };

describe('protectionState (spec 000 section 4)', () => {
  it('is on during an active service of an agency that enabled it', () => {
    expect(protectionState(settings, started)).toEqual({ on: true });
  });

  it('is off when the agency did not enable it, or without an active service', () => {
    expect(protectionState({ ...settings, ptiEnabled: false }, started)).toEqual({ on: false, reason: 'notEnabled' });
    expect(protectionState(settings, null)).toEqual({ on: false, reason: 'noActiveService' });
    for (const status of [ServiceStatus.Planned, ServiceStatus.Ended]) {
      expect(protectionState(settings, { ...started, status })).toEqual({ on: false, reason: 'noActiveService' });
    }
  });

  it('on a break: off when pause-on-break is set, on otherwise', () => {
    const paused = { ...started, status: ServiceStatus.Paused };
    expect(protectionState(settings, paused)).toEqual({ on: false, reason: 'onBreak' });
    expect(protectionState({ ...settings, ptiPauseOnBreak: false }, paused)).toEqual({ on: true });
  });

  it('in a circuit between two services: off when disabled between services, on otherwise', () => {
    const travelling = { ...started, isCircuit: true, betweenServices: true };
    expect(protectionState(settings, travelling)).toEqual({ on: false, reason: 'betweenServices' });
    expect(protectionState({ ...settings, ptiDisabledBetweenServices: false }, travelling)).toEqual({ on: true });
    expect(protectionState(settings, { ...travelling, betweenServices: false })).toEqual({ on: true });
  });

  it('is never on without all its conditions', () => {
    fc.assert(
      fc.property(
        fc.record({
          ptiEnabled: fc.boolean(),
          ptiDisabledBetweenServices: fc.boolean(),
          ptiPauseOnBreak: fc.boolean(),
        }),
        fc.option(
          fc.record({
            status: fc.constantFrom(...Object.values(ServiceStatus)),
            isCircuit: fc.boolean(),
            betweenServices: fc.boolean(),
          }),
        ),
        (agency, service) => {
          const expected =
            agency.ptiEnabled &&
            service !== null &&
            (service.status === ServiceStatus.Started ||
              (service.status === ServiceStatus.Paused && !agency.ptiPauseOnBreak)) &&
            !(service.isCircuit && service.betweenServices && agency.ptiDisabledBetweenServices);
          expect(protectionState(agency, service).on).toBe(expected);
        },
      ),
    );
  });
});
