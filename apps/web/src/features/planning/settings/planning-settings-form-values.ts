import { zHourCoefficients } from '@securite/domain/hours/hour-coefficients';
import {
  type PlanningConfig,
  type PlanningSettings,
  zPlanningColours,
  zPlanningSettings,
} from '@securite/domain/planning/planning-settings';
import { z } from 'zod';

import { texts as localTexts } from '../texts.ts';

/** The pay coefficients shown as decimals (1,10) and stored in basis points (11000). */
export const coefficientFields = ['night', 'sunday', 'holiday', 'nightSunday', 'nightHoliday'] as const;
export type CoefficientField = (typeof coefficientFields)[number];

export const coefficientLabels: Record<CoefficientField, string> = {
  night: localTexts.heuresDeNuit,
  sunday: localTexts.heuresDuDimanche,
  holiday: localTexts.heuresDUnJour,
  nightSunday: localTexts.heuresDeNuitLe,
  nightHoliday: localTexts.heuresDeNuitUn,
};

const decimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** 11000 → « 1,10 ». */
export function coefficientText(basisPoints: number): string {
  return decimal.format(basisPoints / 10_000).replace(/\u202f|\u00a0/g, '');
}

const coefficientMessage = localTexts.saisissezUnCoefficientComme;

/** « 1,10 » or « 1.1 » → 11000; the domain then checks the bounds. */
const zCoefficientText = z
  .string()
  .trim()
  .regex(/^\d{1,2}([.,]\d{1,4})?$/, coefficientMessage)
  .transform((text) => Math.round(Number(text.replace(',', '.')) * 10_000))
  .pipe(zHourCoefficients.shape.night);

/** The form: the domain's settings with the coefficients as texts. */
export const zPlanningSettingsForm = z.object({
  blockingErrors: zPlanningSettings.shape.blockingErrors,
  requireActiveAccount: z.boolean(),
  colours: zPlanningColours,
  coefficients: z.object({
    nightStart: zHourCoefficients.shape.nightStart,
    nightEnd: zHourCoefficients.shape.nightEnd,
    night: zCoefficientText,
    sunday: zCoefficientText,
    holiday: zCoefficientText,
    nightSunday: zCoefficientText,
    nightHoliday: zCoefficientText,
  }),
});
export type PlanningSettingsFormInput = z.input<typeof zPlanningSettingsForm>;

/** What the form starts from. */
export function formValuesOf(config: PlanningConfig): PlanningSettingsFormInput {
  const c = config.coefficients;
  return {
    blockingErrors: [...config.blockingErrors],
    requireActiveAccount: config.requireActiveAccount,
    colours: { ...config.colours },
    coefficients: {
      nightStart: c.nightStart,
      nightEnd: c.nightEnd,
      night: coefficientText(c.night),
      sunday: coefficientText(c.sunday),
      holiday: coefficientText(c.holiday),
      nightSunday: coefficientText(c.nightSunday),
      nightHoliday: coefficientText(c.nightHoliday),
    },
  };
}

export type { PlanningSettings };
