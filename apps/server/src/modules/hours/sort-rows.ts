const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

const compare = (a: string | number, b: string | number) =>
  typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : Number(a) - Number(b);

/**
 * Rows sorted by one of their values (text in French order, accents and case aside; numbers by size); ties go by
 * name, A to Z.
 */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  orderBy: { field: K | 'name'; direction: 'asc' | 'desc' },
  values: Record<K | 'name', (row: T) => string | number>,
): T[] {
  const value = values[orderBy.field];
  const sign = orderBy.direction === 'desc' ? -1 : 1;
  return rows
    .map((row) => ({ row, key: value(row), name: values.name(row) }))
    .sort((a, b) => sign * compare(a.key, b.key) || compare(a.name, b.name))
    .map((entry) => entry.row);
}
