import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';

const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.invalid);
/** A pay coefficient in basis points: 10000 = ×1, 11000 = ×1.10. */
const zCoefficient = z
  .number()
  .int(m.integer)
  .min(10000, 'Un coefficient ne peut pas être inférieur à 1')
  .max(50000, m.invalid);

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
