const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/**
 * Rows sorted by one of their values (text in French order, numbers by size); ties keep the incoming order, which
 * is by name.
 */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  orderBy: { field: K; direction: 'asc' | 'desc' },
  values: Record<K, (row: T) => string | number>,
): T[] {
  const value = values[orderBy.field];
  const sign = orderBy.direction === 'desc' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const order =
        typeof a.key === 'string' && typeof b.key === 'string'
          ? collator.compare(a.key, b.key)
          : Number(a.key) - Number(b.key);
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}
