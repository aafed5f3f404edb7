import type { Position } from '@securite/domain/field/field-schemas';
import { type FallState, type FallStatus, fallMachine } from '@securite/domain/pti/fall';
import { type InactivityState, type InactivityStatus, inactivityMachine } from '@securite/domain/pti/inactivity';
import { type PerimeterState, type PerimeterStatus, perimeterMachine } from '@securite/domain/pti/perimeter';
import type { Protection } from '@securite/domain/pti/protection';
import { heartbeatPeriodMs, type PhoneAlarmKind, type ProtectionStateCode } from '@securite/domain/pti/pti-alarms';
import { PTI_COUNTDOWN_TICK_MS, PTI_COUNTDOWN_TICKS } from '@securite/domain/pti/pti-constants';
import { ptiMessages } from '@securite/domain/pti/pti-messages';
import type {
  MotionInput,
  PtiAlarmReason,
  PtiEffect,
  RasInput,
  SwitchInput,
  TickInput,
} from '@securite/domain/pti/pti-types';
import { checkDeviceMotion, type DeviceMotionCheck } from '@securite/domain/pti/sensor-checks';

/** What the runtime needs of the phone: sensors, outputs and time, given by the browser or by a test. */
export interface PtiDevice {
  now(): number;
  /** Accelerometer samples (acceleration including gravity, m/s²); returns the unsubscribe function. */
  onMotion(listener: (sample: { x: number; y: number; z: number }) => void): () => void;
  /** Gyroscope (orientation) readings, for the device-motion check. */
  onOrientation(listener: () => void): () => void;
  /** Asks for the motion sensors' permission (iOS); resolves whether it was granted. */
  requestMotionPermission(): Promise<boolean>;
  onPosition(listener: (position: Position) => void, onError: () => void): () => void;
  vibrate(pattern: readonly number[]): boolean;
  /** Whether the phone can vibrate (the fall calibration feels its own vibrations). */
  canVibrate(): boolean;
  notify(id: number, text: string): void;
  dismiss(id: number): void;
  /** Starts the alarm sound in a loop; rejects with 'load' or 'play' when it cannot. */
  playAlarm(): Promise<void>;
  stopAlarm(): void;
  /** Keeps the screen on; resolves the release function (null when the browser cannot). */
  keepAwake(): Promise<(() => void) | null>;
}

export interface PtiNotice {
  id: number;
  text: string;
  tone: 'negative' | 'info';
  persistent: boolean;
}

export interface PtiView {
  protection: Protection;
  inactivity: InactivityStatus;
  /** Seconds left to press R.A.S before the inactivity alarm goes out. */
  secondsLeft: number | null;
  fall: FallStatus;
  perimeter: PerimeterStatus;
  /** The local alarm ringing now, if any. */
  ringing: PtiAlarmReason | null;
  notices: PtiNotice[];
  lastPosition: Position | null;
}

export interface PtiRuntimeOptions {
  device: PtiDevice;
  frequencyMinutes: number;
  site: { latitude: number; longitude: number; radius: number } | null;
  /** Queues a protection message (pti.heartbeat or pti.alarm) for the active service. */
  send(message: {
    type: 'pti.heartbeat' | 'pti.alarm';
    pti: { protection?: ProtectionStateCode; alarm?: PhoneAlarmKind; description?: string };
    location: Position | null;
    at: number;
  }): void;
  onView(view: PtiView): void;
}

/** The runtime ticks the state machines every 200 ms (the countdowns are checked on ticks). */
export const PTI_TICK_MS = 200;

const alarmOf: Record<string, PhoneAlarmKind | null> = {
  inactivity: 'inactivity',
  fall: 'fall',
  outOfPerimeter: 'perimeter',
  // The return needs no alarm: the next heartbeat shows where the agent is.
  inPerimeter: null,
};

/**
 * Lone-worker protection on the phone: feeds the domain's three machines (inactivity, fall, perimeter) with the
 * sensors and time, carries out their effects (sound, vibration, notifications, notices), sends their alarms and
 * a heartbeat every half frequency through the field queue, and keeps the screen awake while protection is on.
 */
export function createPtiRuntime(options: PtiRuntimeOptions) {
  const { device } = options;
  const start = device.now();
  let protection: Protection = { on: false, reason: 'noActiveService' };
  let inactivity: InactivityState = inactivityMachine.initial(
    { frequencyMinutes: options.frequencyMinutes, enabled: false },
    start,
  );
  let fall: FallState = fallMachine.initial({ enabled: false, gravity: null }, start);
  let perimeter: PerimeterState = perimeterMachine.initial(
    { site: options.site, radius: options.site?.radius ?? null, enabled: false },
    start,
  );
  let ringing: PtiAlarmReason | null = null;
  let notices: PtiNotice[] = [];
  let noticeId = 0;
  let lastPosition: Position | null = null;
  let lastHeartbeatAt = Number.NEGATIVE_INFINITY;
  let release: (() => void) | null = null;
  let sawMotion = false;
  let sawOrientation = false;
  let motionCheck: DeviceMotionCheck | null = null;
  let nextCheckAt = 0;
  let disposed = false;

  const protectionCode = (): ProtectionStateCode => (protection.on ? 'on' : protection.reason);

  function publish() {
    const countdown = inactivity.status === 'detecting' ? inactivity.countdown : null;
    options.onView({
      protection,
      inactivity: inactivity.status,
      secondsLeft: countdown ? ((PTI_COUNTDOWN_TICKS - countdown.round) * PTI_COUNTDOWN_TICK_MS) / 1000 : null,
      fall: fall.status,
      perimeter: perimeter.status,
      ringing,
      notices,
      lastPosition,
    });
  }

  function notice(text: string, tone: PtiNotice['tone'], persistent: boolean) {
    // The same text once: a notice repeated by each round would pile up.
    if (notices.some((n) => n.text === text)) return;
    notices = [...notices, { id: ++noticeId, text, tone, persistent }];
  }

  function heartbeat(at: number) {
    lastHeartbeatAt = at;
    options.send({ type: 'pti.heartbeat', pti: { protection: protectionCode() }, location: lastPosition, at });
  }

  function apply(effects: PtiEffect[]) {
    for (const effect of effects) {
      switch (effect.kind) {
        case 'notify':
          device.notify(effect.id, effect.text);
          break;
        case 'dismiss':
          device.dismiss(effect.id);
          break;
        case 'notice':
          notice(effect.text, effect.tone, effect.persistent);
          break;
        case 'vibrate':
          device.vibrate(effect.pattern);
          break;
        case 'sound':
          device.playAlarm().catch((error: unknown) => {
            notice(error === 'load' ? ptiMessages.audioLoadFailed : ptiMessages.audioPlayFailed, 'negative', false);
            publish();
          });
          break;
        case 'silence':
          device.stopAlarm();
          ringing = null;
          break;
        case 'alarm':
          ringing = effect.reason;
          break;
        case 'sendEvent': {
          const alarm = alarmOf[effect.type];
          if (alarm) {
            options.send({
              type: 'pti.alarm',
              pti: { alarm, description: effect.description },
              location: effect.position ?? lastPosition,
              at: effect.at,
            });
          }
          break;
        }
      }
    }
  }

  function stepAll(input: TickInput | MotionInput | RasInput | SwitchInput) {
    const a = inactivityMachine.step(inactivity, input);
    const b = fallMachine.step(fall, input);
    inactivity = a.state;
    fall = b.state;
    apply([...a.effects, ...b.effects]);
  }

  function checkSensors(at: number) {
    if (!motionCheck || at < nextCheckAt) return;
    const verdict = checkDeviceMotion(motionCheck, { accelerometer: sawMotion, gyroscope: sawOrientation });
    if (verdict.kind === 'ok') motionCheck = null;
    else if (verdict.kind === 'poll') {
      motionCheck = verdict.next;
      nextCheckAt = at + verdict.afterMs;
    } else if (verdict.kind === 'requestPermission') {
      motionCheck = null;
      void device.requestMotionPermission().then(() => {
        motionCheck = verdict.next;
        nextCheckAt = device.now();
      });
    } else {
      motionCheck = null;
      notice(ptiMessages.motionSensorsUnavailable, 'negative', true);
    }
  }

  function tick() {
    if (disposed) return;
    const at = device.now();
    if (protection.on) checkSensors(at);
    stepAll({ kind: 'tick', at });
    const p = perimeterMachine.step(perimeter, { kind: 'tick', at });
    perimeter = p.state;
    apply(p.effects);
    if (protection.on && at - lastHeartbeatAt >= heartbeatPeriodMs(options.frequencyMinutes)) heartbeat(at);
    publish();
  }

  const unsubscribe = [
    device.onMotion((sample) => {
      sawMotion = true;
      stepAll({ kind: 'motion', at: device.now(), ...sample });
    }),
    device.onOrientation(() => {
      sawOrientation = true;
    }),
    device.onPosition(
      (position) => {
        lastPosition = position;
        const p = perimeterMachine.step(perimeter, {
          kind: 'position',
          at: device.now(),
          ...position,
          accuracy: position.accuracy ?? null,
        });
        perimeter = p.state;
        apply(p.effects);
      },
      () => notice(ptiMessages.noLocation, 'negative', false),
    ),
  ];
  const timer = setInterval(tick, PTI_TICK_MS);

  return {
    /** Protection turns on or off (protection.ts decides); a heartbeat tells the server at once. */
    setProtection(next: Protection) {
      const was = protectionCode();
      protection = next;
      if (was === protectionCode()) return;
      const at = device.now();
      stepAll({ kind: next.on ? 'enable' : 'disable', at });
      const p = perimeterMachine.step(perimeter, { kind: next.on ? 'enable' : 'disable', at });
      perimeter = p.state;
      apply(p.effects);
      if (next.on) {
        motionCheck = { polls: 0, permissionRequested: false };
        nextCheckAt = at;
        void device.keepAwake().then((free) => {
          if (protection.on && !disposed) release = free;
          else free?.();
        });
      } else {
        release?.();
        release = null;
      }
      // On, or off for a while (a break): the server is told. Off because the service is over, or never on: nothing.
      if (next.on || (was === 'on' && next.reason !== 'noActiveService')) heartbeat(at);
      publish();
    },
    /** « R.A.S »: all is well, every alarm ringing on the phone stops. */
    ras() {
      const at = device.now();
      stepAll({ kind: 'ras', at });
      const p = perimeterMachine.step(perimeter, { kind: 'ras', at });
      perimeter = p.state;
      apply(p.effects);
      publish();
    },
    /** Calibrates the fall detection on this phone (laid flat, it feels its own vibrations). */
    calibrate() {
      const b = fallMachine.step(fall, { kind: 'calibrate', at: device.now(), canVibrate: device.canVibrate() });
      fall = b.state;
      apply(b.effects);
      publish();
    },
    /** The agent's SOS: sent at once (queued when offline), whatever the protection state. */
    sos() {
      options.send({
        type: 'pti.alarm',
        pti: { alarm: 'sos' },
        location: lastPosition,
        at: device.now(),
      });
    },
    closeNotice(id: number) {
      notices = notices.filter((n) => n.id !== id);
      publish();
    },
    dispose() {
      disposed = true;
      clearInterval(timer);
      for (const off of unsubscribe) off();
      device.stopAlarm();
      release?.();
    },
  };
}

export type PtiRuntime = ReturnType<typeof createPtiRuntime>;
