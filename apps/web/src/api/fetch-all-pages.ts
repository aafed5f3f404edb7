/** A page of a paged list: its rows and the total for the filters. */
export interface PageOf<T> {
  data: T[];
  total: number;
}

/**
 * Every row of a paged list: page 1 first to learn the total, then the remaining pages all at once
 * (spec 000 section 9: agents come in parallel pages of 500). The rows keep the pages' order.
 */
export async function fetchAllPages<P extends PageOf<unknown>>(
  fetchPage: (page: number, limit: number) => Promise<P>,
  limit: number,
): Promise<{ first: P; data: P['data']; total: number }> {
  const first = await fetchPage(1, limit);
  const pageCount = Math.ceil(first.total / limit);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => fetchPage(index + 2, limit)),
  );
  const data = [first, ...rest].flatMap((page) => page.data) as P['data'];
  return { first, data, total: first.total };
}
