import { z } from 'zod';
import { zHourCoefficients } from '../hours/hour-coefficients.ts';
import {
  defaultBlockingErrors,
  defaultPlanningRules,
  type PlanningRules,
  planningErrorTypes,
} from './planning-errors.ts';

const zColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Couleur invalide (format #RRGGBB)');
/** The planning grid's colours, one per state of a service. */
export const zPlanningColours = z.object({
  planned: zColour,
  started: zColour,
  ended: zColour,
  unassigned: zColour,
  conflict: zColour,
});
export type PlanningColours = z.infer<typeof zPlanningColours>;

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
