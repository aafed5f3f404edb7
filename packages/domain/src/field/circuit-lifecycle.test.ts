import { describe, expect, it } from 'vitest';
import { ServiceStatus } from '../planning/service-status.ts';
import { circuitRefusal } from './circuit-lifecycle.ts';
import { fieldActions } from './service-lifecycle.ts';

const stop = (circuitStatus: ServiceStatus, otherServiceActive = false) =>
  ({ kind: 'stop', circuitStatus, otherServiceActive }) as const;

describe('circuitRefusal (spec 000 section 4, Circuit)', () => {
  it('lets the agent arrive at a site only once the tour has started', () => {
    expect(circuitRefusal('service.start', stop(ServiceStatus.Planned))).toEqual({
      refusal: 'circuitNotStarted',
      message: "La tournée n'est pas commencée",
    });
    expect(circuitRefusal('service.start', stop(ServiceStatus.Started))).toBeNull();
  });

  it('refuses an arrival while the tour is on a break or once it has ended', () => {
    expect(circuitRefusal('service.start', stop(ServiceStatus.Paused))?.message).toBe('Vous êtes en pause.');
    expect(circuitRefusal('service.start', stop(ServiceStatus.Ended))?.message).toBe('La tournée est terminée');
  });

  it('refuses an arrival while another site or another service is under way', () => {
    expect(circuitRefusal('service.start', stop(ServiceStatus.Started, true))?.message).toBe('Un service est actif');
  });

  it('leaves the other actions of a stop to the service rules', () => {
    for (const action of ['break.start', 'break.end', 'service.end'] as const) {
      expect(circuitRefusal(action, stop(ServiceStatus.Started, true))).toBeNull();
    }
  });

  it('ends the tour only once the agent has left every site', () => {
    expect(circuitRefusal('service.end', { kind: 'tour', stopsUnderWay: 1, otherServiceActive: false })).toEqual({
      refusal: 'siteUnderWay',
      message: 'Quittez le site en cours avant de terminer la tournée',
    });
    expect(circuitRefusal('service.end', { kind: 'tour', stopsUnderWay: 0, otherServiceActive: false })).toBeNull();
    // Starting or pausing the tour does not depend on its stops.
    expect(circuitRefusal('service.start', { kind: 'tour', stopsUnderWay: 1, otherServiceActive: false })).toBeNull();
    expect(circuitRefusal('break.start', { kind: 'tour', stopsUnderWay: 1, otherServiceActive: false })).toBeNull();
  });

  it('starts the tour only while no other service runs, as any start (its stops could not start either)', () => {
    expect(circuitRefusal('service.start', { kind: 'tour', stopsUnderWay: 0, otherServiceActive: true })).toEqual({
      refusal: 'active',
      message: 'Un service est actif',
    });
    // Ending it is not held up by another service.
    expect(circuitRefusal('service.end', { kind: 'tour', stopsUnderWay: 0, otherServiceActive: true })).toBeNull();
  });

  it('has nothing to say about a service outside any circuit', () => {
    for (const action of fieldActions) expect(circuitRefusal(action, { kind: 'single' })).toBeNull();
  });
});
