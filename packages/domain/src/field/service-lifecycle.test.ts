import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServiceStatus } from '../planning/service-status.ts';
import {
  decideFieldAction,
  type FieldAction,
  type FieldServiceState,
  fieldActions,
  forcedEndReasons,
  retryDelaySeconds,
  roundsNotDone,
  voucherRequired,
} from './service-lifecycle.ts';

const planned: FieldServiceState = { status: ServiceStatus.Planned, isCircuit: false, statusBeforeBreak: null };
const alone = { otherActiveService: null };

function run(actions: FieldAction[], state = planned) {
  let current = state;
  const outcomes: string[] = [];
  for (const action of actions) {
    const decision = decideFieldAction(current, action, alone);
    outcomes.push(decision.ok ? 'ok' : decision.message);
    if (decision.ok) current = decision.next;
  }
  return { state: current, outcomes };
}

describe('decideFieldAction (spec 000 section 4)', () => {
  it('walks a day: start, pause, end of pause, end', () => {
    const { state, outcomes } = run(['service.start', 'break.start', 'break.end', 'service.end']);
    expect(outcomes).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(state.status).toBe(ServiceStatus.Ended);
  });

  it('refuses every change to an ended service with « Le service est terminé »', () => {
    const ended = { ...planned, status: ServiceStatus.Ended };
    for (const action of fieldActions) {
      expect(decideFieldAction(ended, action, alone)).toMatchObject({ ok: false, message: 'Le service est terminé' });
    }
  });

  it('refuses a second active service with « Un service est actif », unless a circuit is involved', () => {
    expect(decideFieldAction(planned, 'service.start', { otherActiveService: { isCircuit: false } })).toMatchObject({
      ok: false,
      message: 'Un service est actif',
    });
    expect(decideFieldAction(planned, 'service.start', { otherActiveService: { isCircuit: true } }).ok).toBe(true);
    const circuit = { ...planned, isCircuit: true };
    expect(decideFieldAction(circuit, 'service.start', { otherActiveService: { isCircuit: false } }).ok).toBe(true);
  });

  it('takes a photo only while the service runs, without changing its state', () => {
    const { state, outcomes } = run([
      'service.photo',
      'service.start',
      'service.photo',
      'break.start',
      'service.photo',
    ]);
    expect(outcomes).toEqual(["Le service n'a pas encore commencé", 'ok', 'ok', 'ok', 'Vous êtes en pause.']);
    expect(state.status).toBe(ServiceStatus.Paused);
    expect(run(['service.start', 'service.end', 'service.photo']).outcomes[2]).toBe('Le service est terminé');
  });

  it('resumes a started service without changing it', () => {
    const started = { ...planned, status: ServiceStatus.Started };
    expect(decideFieldAction(started, 'service.start', alone)).toEqual({ ok: true, next: started, changed: false });
  });

  it('remembers the status a break interrupted, blocks the rest while paused, and restores it', () => {
    const { state, outcomes } = run(['service.start', 'break.start', 'service.end', 'break.start', 'service.start']);
    expect(outcomes).toEqual(['ok', 'ok', 'Vous êtes en pause.', 'Vous êtes en pause.', 'Vous êtes en pause.']);
    expect(state).toMatchObject({ status: ServiceStatus.Paused, statusBeforeBreak: ServiceStatus.Started });
    const after = decideFieldAction(state, 'break.end', alone);
    expect(after).toMatchObject({ ok: true, next: { status: ServiceStatus.Started, statusBeforeBreak: null } });
  });

  it('needs a started service to pause or end it, and a break to end one', () => {
    expect(run(['break.start']).outcomes).toEqual(["Le service n'a pas encore commencé"]);
    expect(run(['service.end']).outcomes).toEqual(["Le service n'a pas encore commencé"]);
    expect(run(['service.start', 'break.end']).outcomes).toEqual(['ok', 'Aucune pause en cours']);
  });

  it('never leaves an ended service and never pauses twice, whatever the actions (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fieldActions), { maxLength: 30 }), (actions) => {
        let state = planned;
        let ended = false;
        for (const action of actions) {
          const decision = decideFieldAction(state, action, alone);
          if (ended) expect(decision.ok).toBe(false);
          if (!decision.ok) continue;
          expect(decision.next.statusBeforeBreak === null).toBe(decision.next.status !== ServiceStatus.Paused);
          state = decision.next;
          ended = state.status === ServiceStatus.Ended;
        }
      }),
    );
  });
});

describe('end of service (spec 000 section 5)', () => {
  const base = {
    realStartAt: new Date('2026-11-24T08:00:00Z'),
    endAt: new Date('2026-11-24T16:00:00Z'),
    now: new Date('2026-11-24T16:05:00Z'),
    endPoint: null,
    endPointCheckpointId: null,
    agencyDemandsEndPhoto: false,
  };

  it('forces the end dialog for each of the five reasons, and only then', () => {
    expect(forcedEndReasons(base)).toEqual([]);
    expect(forcedEndReasons({ ...base, endAt: null })).toEqual(['noEndTime']);
    expect(forcedEndReasons({ ...base, now: new Date('2026-11-25T08:00:00Z') })).toEqual(['tooLong']);
    expect(forcedEndReasons({ ...base, now: new Date('2026-11-25T07:59:59Z') })).toEqual([]);
    expect(forcedEndReasons({ ...base, now: new Date('2026-11-24T15:00:00Z') })).toEqual(['endInFuture']);
    expect(forcedEndReasons({ ...base, endPoint: 'Portail nord' })).toEqual(['endPointWithoutCheckpoint']);
    expect(forcedEndReasons({ ...base, endPoint: 'Portail nord', endPointCheckpointId: 'cp' })).toEqual([]);
    expect(forcedEndReasons({ ...base, agencyDemandsEndPhoto: true })).toEqual(['endPhoto']);
  });

  it('lists the rounds executed fewer times than required', () => {
    expect(
      roundsNotDone([
        { id: 'a', numberOfExecutions: 2, executed: 1 },
        { id: 'b', numberOfExecutions: 1, executed: 1 },
        { id: 'c', numberOfExecutions: 1, executed: 3 },
      ]),
    ).toEqual(['a']);
  });

  it('asks for a voucher unless the activity type says it is not required', () => {
    expect(voucherRequired(null)).toBe(true);
    expect(voucherRequired({})).toBe(true);
    expect(voucherRequired({ voucherRequired: true })).toBe(true);
    expect(voucherRequired({ voucherRequired: false })).toBe(false);
  });
});

describe('retryDelaySeconds (spec 000 section 9)', () => {
  it('doubles from 1 s and stops at 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(retryDelaySeconds)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});

describe('isPngDataUrl', () => {
  it('accepts a real PNG and refuses other images, other types and garbage', async () => {
    const { isPngDataUrl } = await import('./field-schemas.ts');
    // The first bytes of a PNG (89 50 4E 47 0D 0A 1A 0A 00 00 00 0D) and of a JPEG, in base64.
    const png = 'iVBORw0KGgoAAAAN';
    expect(isPngDataUrl(`data:image/png;base64,${png}`)).toBe(true);
    const jpeg = '/9j/4AAQSkZJ';
    for (const bad of [
      `data:image/png;base64,${jpeg}`,
      `data:image/jpeg;base64,${png}`,
      'data:image/png;base64,',
      'data:image/png;base64,@@@@',
      'bonjour',
    ]) {
      expect(isPngDataUrl(bad), bad).toBe(false);
    }
  });
});
