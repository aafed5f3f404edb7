import { ALARM_VIBRATION } from '@securite/domain/pti/pti-constants';
import { watchPosition } from '../position.ts';
import type { PtiDevice } from './pti-runtime.ts';
import { texts } from './texts.ts';

type MotionPermission = { requestPermission?: () => Promise<'granted' | 'denied'> };

/** The alarm tone, made with WebAudio: two alternating tones, nothing to download (it works offline). */
function createAlarmSound() {
  let context: AudioContext | null = null;
  let oscillator: OscillatorNode | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  return {
    async play() {
      if (oscillator) return;
      try {
        const Context =
          globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
        if (!Context) throw new Error('no audio');
        context ??= new Context();
      } catch {
        throw 'load';
      }
      try {
        await context.resume();
        const osc = context.createOscillator();
        const gain = context.createGain();
        gain.gain.value = 0.6;
        osc.type = 'square';
        osc.frequency.value = 880;
        osc.connect(gain).connect(context.destination);
        osc.start();
        oscillator = osc;
        let high = true;
        timer = setInterval(() => {
          high = !high;
          osc.frequency.value = high ? 880 : 660;
        }, 400);
      } catch {
        throw 'play';
      }
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      oscillator?.stop();
      oscillator?.disconnect();
      oscillator = null;
    },
  };
}

/** The browser's sensors and outputs for lone-worker protection. */
export function browserPtiDevice(): PtiDevice {
  const sound = createAlarmSound();
  const notifications = new Map<number, Notification>();
  return {
    now: () => Date.now(),
    onMotion(listener) {
      const handler = (event: DeviceMotionEvent) => {
        const a = event.accelerationIncludingGravity;
        if (a && a.x !== null && a.y !== null && a.z !== null) listener({ x: a.x, y: a.y, z: a.z });
      };
      globalThis.addEventListener?.('devicemotion', handler);
      return () => globalThis.removeEventListener?.('devicemotion', handler);
    },
    onOrientation(listener) {
      globalThis.addEventListener?.('deviceorientation', listener);
      return () => globalThis.removeEventListener?.('deviceorientation', listener);
    },
    async requestMotionPermission() {
      const request = (globalThis.DeviceMotionEvent as unknown as MotionPermission | undefined)?.requestPermission;
      if (!request) return true;
      return (await request().catch(() => 'denied')) === 'granted';
    },
    onPosition: (listener, onError) =>
      watchPosition(
        (coords) => listener({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
        onError,
      ),
    vibrate: (pattern) => globalThis.navigator?.vibrate?.([...(pattern.length ? pattern : ALARM_VIBRATION)]) ?? false,
    canVibrate: () => typeof globalThis.navigator?.vibrate === 'function',
    notify(id, text) {
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
      notifications.get(id)?.close();
      notifications.set(id, new Notification(texts.protectionDuTravailleurIsole, { body: text, tag: `pti-${id}` }));
    },
    dismiss(id) {
      notifications.get(id)?.close();
      notifications.delete(id);
    },
    playAlarm: () => sound.play(),
    stopAlarm: () => sound.stop(),
    async keepAwake() {
      const wakeLock = (
        globalThis.navigator as Navigator & {
          wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> };
        }
      )?.wakeLock;
      if (!wakeLock) return null;
      try {
        const sentinel = await wakeLock.request('screen');
        return () => void sentinel.release().catch(() => undefined);
      } catch {
        return null;
      }
    },
  };
}

/** Asks once for the permission to show notifications (the alarms' countdowns use them when the screen is off). */
export function askNotificationPermission(): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined);
  }
}
