import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT } from './schemas.ts';

export const zSortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof zSortDirection>;

/**
 * The body of a `POST …/fetch/…` list call: `{filters, page, limit, orderBy}` with `orderBy: {field, direction}`.
 * Every part may be left out (the whole body too): no filter, page 1, limit 10, newest first (spec section 9).
 */
export function zFetchRequest<F extends z.ZodObject, const K extends readonly [string, ...string[]]>(
  filters: F,
  orderFields: K,
  options: { maxLimit?: number; defaultOrder?: { field: K[number]; direction: SortDirection } } = {},
) {
  const defaultOrder = options.defaultOrder ?? { field: orderFields[0], direction: 'desc' as SortDirection };
  const zOrder = z.object({ field: z.enum(orderFields), direction: zSortDirection.default('desc') });
  const body = z.object({
    filters: filters.nullish().transform((v) => (v ?? filters.parse({})) as z.output<F>),
    page: z.number().int().min(1).max(1_000_000).default(1),
    limit: z
      .number()
      .int()
      .min(1)
      .max(options.maxLimit ?? 100)
      .default(DEFAULT_PAGE_LIMIT),
    orderBy: zOrder.nullish().transform((v) => (v ?? defaultOrder) as { field: K[number]; direction: SortDirection }),
  });
  // Fastify hands a missing body over as null or undefined.
  return body.nullish().transform((v) => v ?? body.parse({}));
}

/** Rows to skip for a fetch page. */
export function fetchOffset(request: { page: number; limit: number }): number {
  return (request.page - 1) * request.limit;
}
