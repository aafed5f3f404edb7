import { zodResolver } from '@hookform/resolvers/zod';
import { validationMessages as m } from '@securite/domain/validation/messages';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The domain schema as the form's resolver; a site not chosen yet says 'Obligatoire' (the schema, which expects a
 * uuid, would say 'Valeur invalide').
 */
export function requireSite<I extends FieldValues & { siteId: string }, O>(
  schema: z.ZodType<O, I>,
): Resolver<I, unknown, O> {
  const base = zodResolver(schema) as unknown as Resolver<I, unknown, O>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (values.siteId) return result;
    const errors = { ...result.errors, siteId: { type: 'required', message: m.required } } as FieldErrors<I>;
    return { values: {}, errors };
  };
}
