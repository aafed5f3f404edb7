import type { LatLng } from '../geo/geo.ts';
import { distanceOutside, isUsablePosition } from '../pti/perimeter.ts';
import { PERIMETER_DEFAULT_RADIUS_M } from '../pti/pti-constants.ts';
import { formatHours } from '../time/format-hours.ts';
import { formatLocalDay, formatLocalTime, localDay } from '../time/local-days.ts';

/**
 * The times of the field (issue 25): a phone's clock is not trusted blindly. Every message keeps the phone's time
 * and the server's receipt time; the time the service keeps (its real start and end, its breaks, a round's steps,
 * a photo) is decided here. A time that is impossible for its service is never refused (the phone's queue must
 * always drain): the server keeps its receipt time instead, and the message carries an anomaly that the office
 * reads in « Écarts horaires ».
 */

/** How far ahead of the server's receipt a phone's time may be (clocks and networks are never exact). */
export const FIELD_CLOCK_TOLERANCE_MS = 2 * 60_000;
/** A phone whose clock is off by more than this is shown to the office. */
export const CLOCK_OFFSET_ALERT_MS = 5 * 60_000;

export const fieldTimeAnomalies = [
  'clockSkew',
  'ahead',
  'beforeStart',
  'beforePrevious',
  'beforeWindow',
  'earlyStart',
  'lateEnd',
  'outsideSite',
] as const;
export type FieldTimeAnomaly = (typeof fieldTimeAnomalies)[number];

export const fieldTimeAnomalyLabels: Record<FieldTimeAnomaly, string> = {
  clockSkew: 'Horloge du téléphone décalée',
  ahead: 'Heure du téléphone dans le futur',
  beforeStart: 'Heure avant le début du service',
  beforePrevious: 'Heure avant l’étape précédente',
  beforeWindow: 'Heure avant l’ouverture de la prise de service',
  earlyStart: 'Prise de service anticipée autorisée',
  lateEnd: 'Fin longtemps après la fin prévue',
  outsideSite: 'Hors du périmètre du site',
};

/** The messages that move a service from one step to the next: each must come after the one before. */
const steps = new Set(['break.start', 'break.end', 'service.end']);

export interface FieldTimeInput {
  type: string;
  /** The time the phone wrote in the message. */
  deviceAt: Date;
  receivedAt: Date;
  /** The phone's clock minus the server's when the message was sent (X-Device-Time), null when unknown. */
  clockOffsetMs: number | null;
  /** The service's retained real start (null before it is taken). */
  realStartAt: Date | null;
  /** The latest retained step of the service (start, a break's start or end), null before it is taken. */
  lastStepAt: Date | null;
}

export interface FieldTime {
  /** The time the service keeps. */
  at: Date;
  anomalies: FieldTimeAnomaly[];
}

/** 12 → `12 min`, 65 → `1 h 05`. */
export const formatDuration = (minutes: number): string => (minutes < 60 ? `${minutes} min` : formatHours(minutes));

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * The time a field message means:
 * 1. a clock offset measured when the message was sent (over the tolerance) is taken off the phone's time, and
 *    over 5 minutes the message says so (`clockSkew`);
 * 2. a time still ahead of the receipt by more than the tolerance is impossible: the receipt time (`ahead`);
 * 3. a break, its end or the end of the service before the previous step, or any other message before the
 *    service's start, is impossible: the receipt time, never before that previous step (`beforeStart`,
 *    `beforePrevious`).
 * So whatever the phone's clock says, the retained times of a service follow each other and never pass the
 * server's clock: a skewed phone can neither inflate nor shrink the hours.
 */
export function resolveFieldTime(input: FieldTimeInput): FieldTime {
  const anomalies: FieldTimeAnomaly[] = [];
  const { receivedAt, clockOffsetMs } = input;
  let at = input.deviceAt;
  if (clockOffsetMs !== null && Math.abs(clockOffsetMs) > FIELD_CLOCK_TOLERANCE_MS) {
    at = new Date(at.getTime() - clockOffsetMs);
    if (Math.abs(clockOffsetMs) > CLOCK_OFFSET_ALERT_MS) anomalies.push('clockSkew');
  }
  if (at.getTime() - receivedAt.getTime() > FIELD_CLOCK_TOLERANCE_MS) {
    anomalies.push('ahead');
    at = receivedAt;
  }
  const bound = steps.has(input.type) ? (input.lastStepAt ?? input.realStartAt) : input.realStartAt;
  if (input.type !== 'service.start' && bound && at.getTime() < bound.getTime()) {
    const beforeStart = input.realStartAt && at.getTime() < input.realStartAt.getTime();
    anomalies.push(beforeStart ? 'beforeStart' : 'beforePrevious');
    at = later(receivedAt, bound);
  }
  return { at, anomalies };
}

/** The phone's clock minus the server's, from the X-Device-Time header the phone sends; null when unreadable. */
export function measuredClockOffset(header: unknown, receivedAt: Date): number | null {
  if (typeof header !== 'string' || header.length > 40) return null;
  const ms = Date.parse(header);
  if (!Number.isFinite(ms)) return null;
  const offset = ms - receivedAt.getTime();
  // Beyond ±100 years the header says nothing useful (and would not fit the column).
  return Math.abs(offset) < 100 * 365 * 86_400_000 ? offset : null;
}

/** A clock offset in words: `en avance de 12 min`, `en retard de 1 h 05`. */
export function clockOffsetText(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  return `${offsetMs > 0 ? 'en avance' : 'en retard'} de ${formatDuration(minutes)}`;
}

/** Whether an offset is worth telling the office. */
export const clockIsOff = (offsetMs: number | null | undefined): boolean =>
  typeof offsetMs === 'number' && Math.abs(offsetMs) > CLOCK_OFFSET_ALERT_MS;

// The service window.

// The agency's window and late end are its field settings (agency-settings/field-settings.ts).

/** When a planned service may be taken. */
export const startWindowOpensAt = (plannedStartAt: Date, windowMinutes: number): Date =>
  new Date(plannedStartAt.getTime() - windowMinutes * 60_000);

/** « La prise de service ouvre à 07:30 » (with the day when it is not today's). */
export function startWindowMessage(opensAt: Date, now: Date, timeZone: string): string {
  const time = formatLocalTime(timeZone, opensAt.getTime());
  const sameDay = localDay(timeZone, opensAt.getTime()) === localDay(timeZone, now.getTime());
  return sameDay
    ? `La prise de service ouvre à ${time}`
    : `La prise de service ouvre le ${formatLocalDay(timeZone, opensAt.getTime(), true)} à ${time}`;
}

export type StartWindowDecision =
  | { ok: true; anomalies: FieldTimeAnomaly[]; at: Date }
  | { ok: false; message: string };

/**
 * Spec issue 25, the service window: a planned service is taken from `windowMinutes` before its start. A start
 * before that is refused while the server's clock is before it too (the agent waits; the phone says when it
 * opens), unless the office allowed it (`earlyStart`). A start received after the opening but dated before it
 * by the phone is an impossible time: the receipt time (`beforeWindow`).
 */
export function decideStartWindow(input: {
  at: Date;
  receivedAt: Date;
  plannedStartAt: Date;
  /** null: the agency lets its agents take a service at any time. */
  windowMinutes: number | null;
  allowedEarly: boolean;
  timeZone: string;
}): StartWindowDecision {
  if (input.windowMinutes === null) return { ok: true, anomalies: [], at: input.at };
  const opensAt = startWindowOpensAt(input.plannedStartAt, input.windowMinutes);
  if (input.at.getTime() >= opensAt.getTime()) return { ok: true, anomalies: [], at: input.at };
  if (input.allowedEarly) return { ok: true, anomalies: ['earlyStart'], at: input.at };
  if (input.receivedAt.getTime() < opensAt.getTime())
    return { ok: false, message: startWindowMessage(opensAt, input.receivedAt, input.timeZone) };
  return { ok: true, anomalies: ['beforeWindow'], at: input.receivedAt };
}

/** Whether an end comes long after the planned end. */
export const isLateEnd = (at: Date, plannedEndAt: Date | null, lateEndMinutes: number): boolean =>
  plannedEndAt !== null && at.getTime() - plannedEndAt.getTime() > lateEndMinutes * 60_000;

/** « Fin prévue à 18:00 dépassée de 2 h 10 : la fin sera signalée au bureau. Terminer le service ? » */
export function lateEndQuestion(plannedEndAt: Date, now: Date, timeZone: string): string {
  const minutes = Math.floor((now.getTime() - plannedEndAt.getTime()) / 60_000);
  const time = formatLocalTime(timeZone, plannedEndAt.getTime());
  return `Fin prévue à ${time} dépassée de ${formatDuration(minutes)} : la fin sera signalée au bureau. Terminer le service ?`;
}

/**
 * How far outside the site a position surely is, in whole metres (the accuracy rule of spec 000 section 9: the
 * radius and the accuracy — 50 m when unknown — are taken off, a position less precise than 100 m says nothing);
 * null when the site has no position, the position is unusable, or it is inside.
 */
export function metresOutsideSite(
  site: (LatLng & { radius?: number | null }) | null | undefined,
  position: { latitude: number; longitude: number; accuracy?: number | null } | null | undefined,
): number | null {
  if (!site || !position) return null;
  const usable = { ...position, accuracy: position.accuracy ?? null, altitude: null };
  if (!isUsablePosition(usable)) return null;
  const outside = distanceOutside(site, site.radius ?? PERIMETER_DEFAULT_RADIUS_M, usable);
  return outside > 0 ? Math.round(outside) : null;
}

/** « Vous êtes à 420 m du site … : prendre le service quand même ? » */
export function outsideSiteQuestion(metres: number, siteName: string, action: 'start' | 'end'): string {
  const verb = action === 'start' ? 'Prendre' : 'Terminer';
  return `Vous êtes à ${metres} m hors du périmètre du site ${siteName}. ${verb} le service quand même ? Le bureau en sera informé.`;
}
