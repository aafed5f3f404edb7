import { z } from 'zod';

/** Fetch defaults (spec 000 and 001 section 9): limit 10, newest first. Pages count from 1. */
export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 100;

/** Page and limit of a GET list, read from the query string (hence the coercion). */
export const zPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});
export type PageQuery = z.infer<typeof zPageQuery>;

/** The `{data, total}` answer of every list. */
export const zPage = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int() });

/** Rows to skip for a page. */
export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.limit;
}
