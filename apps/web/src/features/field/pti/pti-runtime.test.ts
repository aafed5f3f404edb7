import { ptiMessages } from '@securite/domain/pti/pti-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePtiDevice } from './fake-pti-device.ts';
import { createPtiRuntime, type PtiRuntimeOptions, type PtiView } from './pti-runtime.ts';

type Sent = Parameters<PtiRuntimeOptions['send']>[0];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-25T22:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(
  options: { sound?: 'ok' | 'load' | 'play'; site?: PtiRuntimeOptions['site']; canVibrate?: boolean } = {},
) {
  const phone = fakePtiDevice({ sound: options.sound, canVibrate: options.canVibrate });
  const sent: Sent[] = [];
  let view: PtiView | null = null;
  const runtime = createPtiRuntime({
    device: phone.device,
    frequencyMinutes: 5,
    site: options.site ?? null,
    send: (message) => sent.push(message),
    onView: (next) => {
      view = next;
    },
  });
  return { phone, sent, runtime, view: () => view as PtiView | null };
}

/** Time passes with the phone lying still, one sample every 100 ms. */
function stillFor(phone: ReturnType<typeof fakePtiDevice>, ms: number) {
  for (let t = 0; t < ms; t += 100) {
    phone.still();
    vi.advanceTimersByTime(100);
  }
}

describe('the lone-worker runtime', () => {
  it('sends a heartbeat when protection turns on, then every half frequency, and keeps the screen awake', async () => {
    const { phone, sent, runtime } = setup();
    runtime.setProtection({ on: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(phone.log.awake).toBe(true);
    expect(sent.map((m) => [m.type, m.pti.protection])).toEqual([['pti.heartbeat', 'on']]);
    // Walking all along: no alarm, only heartbeats every 2.5 min.
    for (let t = 0; t < 6 * 60_000; t += 100) {
      phone.move(Math.sin(t / 150) * 6, 2, 9.81 + Math.cos(t / 150) * 5);
      vi.advanceTimersByTime(100);
    }
    expect(sent.filter((m) => m.type === 'pti.heartbeat')).toHaveLength(3);
    expect(sent.some((m) => m.type === 'pti.alarm')).toBe(false);
    runtime.setProtection({ on: false, reason: 'onBreak' });
    expect(phone.log.awake).toBe(false);
    expect(sent.at(-1)).toMatchObject({ type: 'pti.heartbeat', pti: { protection: 'onBreak' } });
    runtime.dispose();
  });

  it('still past the frequency: countdown with R.A.S, then the inactivity alarm goes out with the last position', () => {
    const { phone, sent, runtime, view } = setup();
    runtime.setProtection({ on: true });
    phone.place({ latitude: 48.85, longitude: 2.35, accuracy: 10 });
    stillFor(phone, 5 * 60_000 + 500);
    expect(view()?.ringing).toBe('inactivity');
    expect(view()?.inactivity).toBe('detecting');
    expect(phone.log.ringing).toBe(true);
    expect(phone.log.notifications.at(-1)).toMatch(/^Êtes-vous toujours là \?/);
    // R.A.S: all is well, nothing is sent.
    runtime.ras();
    expect(view()?.ringing).toBeNull();
    expect(phone.log.ringing).toBe(false);
    expect(sent.some((m) => m.type === 'pti.alarm')).toBe(false);
    // Still again, and no answer this time.
    stillFor(phone, 5 * 60_000 + 31_000);
    const alarm = sent.find((m) => m.type === 'pti.alarm');
    expect(alarm).toMatchObject({
      pti: { alarm: 'inactivity', description: ptiMessages.inactivityDetected },
      location: { latitude: 48.85, longitude: 2.35 },
    });
    expect(view()?.notices.map((n) => n.text)).toContain(ptiMessages.inactivityDetected);
    runtime.dispose();
  });

  it('sends nothing while protection is off, and an SOS whatever the state', () => {
    const { phone, sent, runtime } = setup();
    stillFor(phone, 7 * 60_000);
    expect(sent).toEqual([]);
    runtime.sos();
    expect(sent).toMatchObject([{ type: 'pti.alarm', pti: { alarm: 'sos' } }]);
    runtime.dispose();
  });

  it('says the spec’s texts when the sound cannot load or play', async () => {
    for (const [failure, text] of [
      ['load', ptiMessages.audioLoadFailed],
      ['play', ptiMessages.audioPlayFailed],
    ] as const) {
      const { phone, runtime, view } = setup({ sound: failure });
      runtime.setProtection({ on: true });
      stillFor(phone, 5 * 60_000 + 500);
      await vi.advanceTimersByTimeAsync(0);
      expect(view()?.notices.map((n) => n.text)).toContain(text);
      runtime.dispose();
    }
  });

  it('without motion sensors: permission asked once, then the fallback text', async () => {
    const { phone, runtime, view } = setup();
    runtime.setProtection({ on: true });
    await vi.advanceTimersByTimeAsync(2500);
    expect(phone.log.permissionAsked).toBe(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(view()?.notices.map((n) => n.text)).toContain(ptiMessages.motionSensorsUnavailable);
    runtime.dispose();
  });

  it('out of the site’s perimeter: warnings, then the alarm, and the perimeter alarm after a minute', () => {
    const site = { latitude: 48.85, longitude: 2.35, radius: 100 };
    const { phone, sent, runtime, view } = setup({ site });
    runtime.setProtection({ on: true });
    const far = { latitude: 48.86, longitude: 2.35, accuracy: 10 };
    phone.place(far);
    vi.advanceTimersByTime(200);
    expect(view()?.perimeter).toBe('out');
    phone.place(far);
    phone.place(far);
    vi.advanceTimersByTime(200);
    expect(view()?.ringing).toBe('perimeter');
    for (let t = 0; t < 61_000; t += 1000) {
      phone.move(Math.sin(t) * 6, 2, 9.81 + Math.cos(t) * 5);
      vi.advanceTimersByTime(1000);
    }
    expect(sent.find((m) => m.type === 'pti.alarm')).toMatchObject({ pti: { alarm: 'perimeter' }, location: far });
    runtime.dispose();
  });

  it('calibrating the fall detection on a phone that cannot vibrate says « Calibration indisponible »', () => {
    const { phone, runtime, view } = setup({ canVibrate: false });
    runtime.setProtection({ on: true });
    phone.still();
    vi.advanceTimersByTime(200);
    runtime.calibrate();
    expect(view()?.notices.map((n) => n.text)).toContain('Calibration indisponible');
    expect(view()?.fall).toBe('watching');
    runtime.dispose();
  });

  it('between two stops of a circuit, protection off is told to the server once', () => {
    const { sent, runtime } = setup();
    runtime.setProtection({ on: true });
    runtime.setProtection({ on: false, reason: 'betweenServices' });
    runtime.setProtection({ on: false, reason: 'betweenServices' });
    expect(sent.map((m) => m.pti.protection)).toEqual(['on', 'betweenServices']);
    runtime.dispose();
  });
});
