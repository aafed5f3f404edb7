import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows.ts';

const rows = [
  { name: 'Zoé Abadie', sortName: 'Abadie Zoé', planned: 10 },
  { name: 'Émile Dupont', sortName: 'Dupont Émile', planned: 30 },
  { name: 'anne Étienne', sortName: 'étienne anne', planned: 10 },
  { name: 'Bruno Dupond', sortName: 'Dupond Bruno', planned: 30 },
];
const values = { name: (r: (typeof rows)[number]) => r.sortName, planned: (r: (typeof rows)[number]) => r.planned };

describe('sortRows', () => {
  it('orders names the French way (last name first, accents and case aside)', () => {
    expect(sortRows(rows, { field: 'name', direction: 'asc' }, values).map((r) => r.name)).toEqual([
      'Zoé Abadie',
      'Bruno Dupond',
      'Émile Dupont',
      'anne Étienne',
    ]);
  });

  it('orders numbers either way, ties by name', () => {
    expect(sortRows(rows, { field: 'planned', direction: 'desc' }, values).map((r) => r.name)).toEqual([
      'Bruno Dupond',
      'Émile Dupont',
      'Zoé Abadie',
      'anne Étienne',
    ]);
  });
});
