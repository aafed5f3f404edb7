import { z } from 'zod';
import { zRequiredString } from '../validation/zod.ts';

/**
 * An activity type of the agency (spec 000 sections 2 and 5): what an intervention is (Gardiennage, Ouverture
 * de site…), and whether its end needs a signed voucher (`voucherRequired`, true unless set to false).
 */
export const zActivityType = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Identifiant de type invalide'),
  label: zRequiredString(80),
  voucherRequired: z.boolean(),
});
export type ActivityType = z.infer<typeof zActivityType>;

export const activityTypeMessages = {
  duplicate: (label: string) => `Le type d'activité « ${label} » existe déjà`,
} as const;

/** The key of a new type from its label: « Ouverture de site » → ouverture-de-site. */
export function activityTypeKey(label: string): string {
  return (
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'type'
  );
}

/** A list of types where two share a key or a label (case and accents aside) is refused. */
export const zActivityTypes = z
  .array(zActivityType)
  .max(50)
  .superRefine((types, ctx) => {
    const seen = new Set<string>();
    types.forEach((type, index) => {
      for (const id of [`k:${type.key}`, `l:${activityTypeKey(type.label)}`]) {
        if (seen.has(id)) {
          ctx.addIssue({ code: 'custom', path: [index, 'label'], message: activityTypeMessages.duplicate(type.label) });
          return;
        }
        seen.add(id);
      }
    });
  });

export const defaultActivityTypes: ActivityType[] = [
  { key: 'gardiennage', label: 'Gardiennage', voucherRequired: true },
  { key: 'intervention-sur-alarme', label: 'Intervention sur alarme', voucherRequired: true },
  { key: 'ouverture-fermeture', label: 'Ouverture / fermeture de site', voucherRequired: false },
];

/** The settings of a service's activity type (null when the service has none or the type is gone). */
export function activityTypeOf(types: readonly ActivityType[], key: string | null | undefined): ActivityType | null {
  if (!key) return null;
  return types.find((type) => type.key === key || type.label === key) ?? null;
}
