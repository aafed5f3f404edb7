import type { LoneWorkerSettings } from '../agency-settings/field-settings.ts';
import { ServiceStatus } from '../planning/service-status.ts';
import { PTI_COUNTDOWN_TICK_MS, PTI_COUNTDOWN_TICKS, PTI_MIN_FREQUENCY_MINUTES } from './pti-constants.ts';

/** The agent's service as protection sees it; null when no service is under way. */
export interface ProtectedService {
  status: ServiceStatus;
  isCircuit: boolean;
  /** For a circuit: no child service is under way (the agent travels between two sites). */
  betweenServices: boolean;
}

export type ProtectionOff = 'notEnabled' | 'noActiveService' | 'betweenServices' | 'onBreak';
export type Protection = { on: true } | { on: false; reason: ProtectionOff };

/**
 * Spec 000 section 4: protection is on only when the agency enabled it, a service is active (for a circuit, not
 * between two services when `ptiDisabledBetweenServices`), and not on a break when `ptiPauseOnBreak`.
 */
export function protectionState(
  settings: Pick<LoneWorkerSettings, 'ptiEnabled' | 'ptiDisabledBetweenServices' | 'ptiPauseOnBreak'>,
  service: ProtectedService | null,
): Protection {
  if (!settings.ptiEnabled) return { on: false, reason: 'notEnabled' };
  if (!service || (service.status !== ServiceStatus.Started && service.status !== ServiceStatus.Paused)) {
    return { on: false, reason: 'noActiveService' };
  }
  if (service.status === ServiceStatus.Paused && settings.ptiPauseOnBreak) return { on: false, reason: 'onBreak' };
  if (service.isCircuit && service.betweenServices && settings.ptiDisabledBetweenServices) {
    return { on: false, reason: 'betweenServices' };
  }
  return { on: true };
}

/** The frequency in minutes, raised to the minimum of 5 (a stored value below it is not trusted). */
export const effectiveFrequencyMinutes = (frequency: number) =>
  Math.max(PTI_MIN_FREQUENCY_MINUTES, Number.isFinite(frequency) ? frequency : PTI_MIN_FREQUENCY_MINUTES);

/** The inactivity countdown, from its first round to the event. */
export const INACTIVITY_COUNTDOWN_MS = PTI_COUNTDOWN_TICKS * PTI_COUNTDOWN_TICK_MS;

/** Spec 000 section 9: the detection tick equals frequency × 60 s plus the countdown. */
export const detectionTickMs = (frequencyMinutes: number) =>
  effectiveFrequencyMinutes(frequencyMinutes) * 60_000 + INACTIVITY_COUNTDOWN_MS;
