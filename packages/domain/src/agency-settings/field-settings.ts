import { z } from 'zod';
import { messages } from '../errors/messages.ts';
import { defaultServiceEventTypes, zServiceEventType } from '../events/service-event-types.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { defaultActivityTypes, zActivityTypes } from './activity-types.ts';

/** Spec 000 section 9: the lone-worker (PTI) frequency is in minutes, at least 5. */
export const PTI_MIN_FREQUENCY = 5;
export const PTI_DEFAULT_FREQUENCY = 15;
/** A day: beyond that the inactivity check is meaningless. */
export const PTI_MAX_FREQUENCY = 24 * 60;

/** Issue 25 (field/field-times.ts): a service opens 30 minutes before its planned start. */
export const DEFAULT_START_WINDOW_MINUTES = 30;
/** An end this long (minutes) after the planned end is a warning and an anomaly. */
export const DEFAULT_LATE_END_MINUTES = 60;
/** Issue 30: a service not taken this long (minutes) after its planned start raises « Retard de prise de service ». */
export const DEFAULT_LATE_START_MINUTES = 10;

export const zLoneWorkerSettings = z.object({
  ptiEnabled: z.boolean(),
  ptiFrequency: z
    .number({ error: m.integer })
    .int(m.integer)
    .min(PTI_MIN_FREQUENCY, messages.ptiFrequencyMinimum)
    .max(PTI_MAX_FREQUENCY, m.invalid),
  /** In a circuit, no protection while travelling between two services. */
  ptiDisabledBetweenServices: z.boolean(),
  /** No protection while the agent is on a break. */
  ptiPauseOnBreak: z.boolean(),
  /** Ours: minutes before the supervisors are e-mailed about an alarm nobody acknowledged. */
  ptiAlarmMailDelay: z.number({ error: m.integer }).int(m.integer).min(1, m.invalid).max(PTI_MAX_FREQUENCY, m.invalid),
});
export type LoneWorkerSettings = z.infer<typeof zLoneWorkerSettings>;

/**
 * The agency's field settings: its service event types (agencySettingsFeature), lone-worker settings, activity
 * types, and whether every end of service needs a photo (spec 000 section 5, the end dialog is then forced).
 */
export const zFieldSettings = z.object({
  agencyServiceEventTypes: z.array(zServiceEventType).max(100),
  loneWorker: zLoneWorkerSettings,
  activityTypes: zActivityTypes,
  endPhotoRequired: z.boolean(),
  /** Issue 25: how many minutes before its planned start a service may be taken (0 to a day; null: any time). */
  startWindowMinutes: z
    .number({ error: m.integer })
    .int(m.integer)
    .min(0, m.invalid)
    .max(PTI_MAX_FREQUENCY, m.invalid)
    .nullable(),
  /** Issue 25: minutes after the planned end from which an end is a warning and an anomaly. */
  lateEndMinutes: z.number({ error: m.integer }).int(m.integer).min(0, m.invalid).max(PTI_MAX_FREQUENCY, m.invalid),
  /** Issue 30: minutes after the planned start from which a service not taken is a late start (1 to a day). */
  lateStartMinutes: z.number({ error: m.integer }).int(m.integer).min(1, m.invalid).max(PTI_MAX_FREQUENCY, m.invalid),
  /**
   * Issue 30: minutes after a service is taken by which one of its rounds must have been started, else « Ronde non
   * effectuée » (null: rounds are only checked at the service's end).
   */
  roundStartMinutes: z
    .number({ error: m.integer })
    .int(m.integer)
    .min(1, m.invalid)
    .max(PTI_MAX_FREQUENCY, m.invalid)
    .nullable(),
});
export type FieldSettings = z.infer<typeof zFieldSettings>;

/** PUT settings/field: either part may be left out and keeps its value. */
export const zFieldSettingsUpdate = z.object({
  agencyServiceEventTypes: zFieldSettings.shape.agencyServiceEventTypes.optional(),
  loneWorker: zLoneWorkerSettings.partial().optional(),
  activityTypes: zActivityTypes.optional(),
  endPhotoRequired: z.boolean().optional(),
  startWindowMinutes: zFieldSettings.shape.startWindowMinutes.optional(),
  lateEndMinutes: zFieldSettings.shape.lateEndMinutes.optional(),
  lateStartMinutes: zFieldSettings.shape.lateStartMinutes.optional(),
  roundStartMinutes: zFieldSettings.shape.roundStartMinutes.optional(),
});
export type FieldSettingsUpdate = z.infer<typeof zFieldSettingsUpdate>;

export const defaultFieldSettings: FieldSettings = {
  agencyServiceEventTypes: defaultServiceEventTypes,
  loneWorker: {
    ptiEnabled: false,
    ptiFrequency: PTI_DEFAULT_FREQUENCY,
    ptiDisabledBetweenServices: true,
    ptiPauseOnBreak: true,
    ptiAlarmMailDelay: 5,
  },
  activityTypes: defaultActivityTypes,
  endPhotoRequired: false,
  startWindowMinutes: DEFAULT_START_WINDOW_MINUTES,
  lateEndMinutes: DEFAULT_LATE_END_MINUTES,
  lateStartMinutes: DEFAULT_LATE_START_MINUTES,
  roundStartMinutes: null,
};

function minutesOr<K extends 'startWindowMinutes' | 'lateEndMinutes' | 'lateStartMinutes' | 'roundStartMinutes'>(
  value: unknown,
  key: K,
): FieldSettings[K] {
  const parsed = zFieldSettings.shape[key].safeParse(value);
  return (parsed.success && value !== undefined ? parsed.data : defaultFieldSettings[key]) as FieldSettings[K];
}

/** Reads stored settings leniently: anything missing or unreadable falls back to the defaults. */
export function readFieldSettings(stored: unknown): FieldSettings {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const types = zFieldSettings.shape.agencyServiceEventTypes.safeParse(value.agencyServiceEventTypes);
  const loneWorker = zLoneWorkerSettings.safeParse({
    ...defaultFieldSettings.loneWorker,
    ...(value.loneWorker && typeof value.loneWorker === 'object' ? value.loneWorker : {}),
  });
  const activityTypes = zActivityTypes.safeParse(value.activityTypes);
  return {
    agencyServiceEventTypes: types.success ? types.data : defaultFieldSettings.agencyServiceEventTypes,
    loneWorker: loneWorker.success ? loneWorker.data : defaultFieldSettings.loneWorker,
    activityTypes: activityTypes.success ? activityTypes.data : defaultFieldSettings.activityTypes,
    endPhotoRequired: value.endPhotoRequired === true,
    startWindowMinutes: minutesOr(value.startWindowMinutes, 'startWindowMinutes'),
    lateEndMinutes: minutesOr(value.lateEndMinutes, 'lateEndMinutes'),
    lateStartMinutes: minutesOr(value.lateStartMinutes, 'lateStartMinutes'),
    roundStartMinutes: minutesOr(value.roundStartMinutes, 'roundStartMinutes'),
  };
}

/** Applies an update to the current settings. */
export function mergeFieldSettings(current: FieldSettings, update: FieldSettingsUpdate): FieldSettings {
  return {
    agencyServiceEventTypes: update.agencyServiceEventTypes ?? current.agencyServiceEventTypes,
    loneWorker: { ...current.loneWorker, ...update.loneWorker },
    activityTypes: update.activityTypes ?? current.activityTypes,
    endPhotoRequired: update.endPhotoRequired ?? current.endPhotoRequired,
    startWindowMinutes:
      update.startWindowMinutes === undefined ? current.startWindowMinutes : update.startWindowMinutes,
    lateEndMinutes: update.lateEndMinutes ?? current.lateEndMinutes,
    lateStartMinutes: update.lateStartMinutes ?? current.lateStartMinutes,
    roundStartMinutes: update.roundStartMinutes === undefined ? current.roundStartMinutes : update.roundStartMinutes,
  };
}
