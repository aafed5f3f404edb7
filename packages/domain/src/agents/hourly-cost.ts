import { z } from 'zod';

/** The most an hour of work may cost (10 000 €), to catch a typo in cents. */
export const MAX_HOURLY_COST_CENTS = 1_000_000;

export const hourlyCostMessage = 'Le coût horaire doit être un montant positif en centimes';

/** An hourly cost in cents, charges included (Coût horaire chargé). */
export const zHourlyCostCents = () =>
  z
    .number({ error: hourlyCostMessage })
    .int(hourlyCostMessage)
    .min(0, hourlyCostMessage)
    .max(MAX_HOURLY_COST_CENTS, hourlyCostMessage);
