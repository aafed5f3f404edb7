import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import {
  defaultBlockingErrors,
  defaultPlanningRules,
  type PlanningRules,
  planningErrorTypes,
} from './planning-errors.ts';

const zColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Couleur invalide (format #RRGGBB)');
const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.invalid);
/** A pay coefficient in basis points: 10000 = ×1, 11000 = ×1.10. */
const zCoefficient = z
  .number()
  .int(m.integer)
  .min(10000, 'Un coefficient ne peut pas être inférieur à 1')
  .max(50000, m.invalid);

/** The planning grid's colours, one per state of a service. */
export const zPlanningColours = z.object({
  planned: zColour,
  started: zColour,
  ended: zColour,
  unassigned: zColour,
  conflict: zColour,
});
export type PlanningColours = z.infer<typeof zPlanningColours>;

/**
 * Pricing coefficients used to count hours (night, Sunday, public holiday and their combinations). Night hours
 * run from `nightStart` to `nightEnd` in the agency's time zone (IDCC 1351: 21:00–06:00).
 */
export const zHourCoefficients = z.object({
  nightStart: zTime,
  nightEnd: zTime,
  night: zCoefficient,
  sunday: zCoefficient,
  holiday: zCoefficient,
  nightSunday: zCoefficient,
  nightHoliday: zCoefficient,
});
export type HourCoefficients = z.infer<typeof zHourCoefficients>;

export const zPlanningSettings = z.object({
  /** Check types that refuse a save (the always-blocking ones are added whatever is chosen). */
  blockingErrors: z.array(z.enum(planningErrorTypes)).max(planningErrorTypes.length),
  colours: zPlanningColours,
  coefficients: zHourCoefficients,
  /** Issue 25: plan only agents whose login account is active (check `inactiveAccount`). */
  requireActiveAccount: z.boolean(),
});
export type PlanningSettings = z.infer<typeof zPlanningSettings>;

/** PUT {agency}/planning/config: any part may be left out and keeps its value. */
export const zPlanningSettingsUpdate = z.object({
  blockingErrors: zPlanningSettings.shape.blockingErrors.optional(),
  colours: zPlanningColours.partial().optional(),
  coefficients: zHourCoefficients.partial().optional(),
  requireActiveAccount: z.boolean().optional(),
});
export type PlanningSettingsUpdate = z.infer<typeof zPlanningSettingsUpdate>;

export const defaultPlanningSettings: PlanningSettings = {
  blockingErrors: [...defaultBlockingErrors],
  colours: {
    planned: '#1976d2',
    started: '#2e7d32',
    ended: '#757575',
    unassigned: '#ed6c02',
    conflict: '#d32f2f',
  },
  coefficients: {
    ...defaultPlanningRules.night,
    night: 11000,
    sunday: 11000,
    holiday: 20000,
    nightSunday: 12000,
    nightHoliday: 21000,
  },
  requireActiveAccount: false,
};

/** The agency's planning settings read from its stored settings, defaults filling what is missing or invalid. */
export function readPlanningSettings(stored: unknown): PlanningSettings {
  const parsed = zPlanningSettingsUpdate.safeParse(stored ?? {});
  if (!parsed.success) return defaultPlanningSettings;
  const v = parsed.data;
  return {
    blockingErrors: v.blockingErrors ?? defaultPlanningSettings.blockingErrors,
    colours: { ...defaultPlanningSettings.colours, ...v.colours },
    coefficients: { ...defaultPlanningSettings.coefficients, ...v.coefficients },
    requireActiveAccount: v.requireActiveAccount ?? false,
  };
}

/** GET {agency}/planning/config: the settings plus what the screens need to compute in the agency's zone. */
export const zPlanningConfig = zPlanningSettings.extend({ timeZone: z.string() });
export type PlanningConfig = z.infer<typeof zPlanningConfig>;

/** The limits the planning checks enforce for the agency: the French rules, with the agency's night period. */
export function planningRulesFor(
  settings: Pick<PlanningSettings, 'coefficients'> & Partial<Pick<PlanningSettings, 'requireActiveAccount'>>,
): PlanningRules {
  const { nightStart, nightEnd } = settings.coefficients;
  return {
    ...defaultPlanningRules,
    night: { nightStart, nightEnd },
    requireActiveAccount: settings.requireActiveAccount ?? false,
  };
}
