import { describe, expect, it } from 'vitest';
import { exportedScopingNames, tenantTables, unscopedQueries } from './rules.mjs';

const schema = `
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
export const agencies = pgTable('agencies', { id: uuid('id'), name: text('name') });
export const sites = pgTable('sites', { id: uuid('id'), agencyId: uuid('agency_id'), name: text('name') });
export const customers = pgTable('customers', { id: uuid('id'), agencyId: uuid('agency_id') });
`;
const tables = tenantTables([schema]);

describe('tenant rule', () => {
  it('knows the tables with an agencyId column', () => {
    expect([...tables].sort()).toEqual(['customers', 'sites']);
  });

  it('accepts a query whose chain names the agency of its table', () => {
    const source = `const rows = await db.select().from(sites).where(and(inAgency(sites, id), eq(sites.name, 'x'))).limit(1);
await tx.update(sites).set({ name: 'y' }).where(inAgency(sites, tenant.agency.id));
await db.select().from(agencies);`;
    expect(unscopedQueries(source, tables)).toEqual([]);
  });

  it('flags a read, a write and a join of a tenant table without the helper, with their lines', () => {
    const source = `await db.select().from(sites).where(eq(sites.id, id));
await db.delete(customers).where(eq(customers.id, id));
await db.select().from(sites).innerJoin(customers, eq(customers.id, sites.id)).where(inAgency(sites, a));`;
    expect(unscopedQueries(source, tables)).toEqual([
      { line: 1, table: 'sites', method: 'from' },
      { line: 2, table: 'customers', method: 'delete' },
      { line: 3, table: 'customers', method: 'innerJoin' },
    ]);
  });

  it('needs the helper for the same table: another table scoped does not count', () => {
    const source = 'await db.select().from(customers).where(inAgency(sites, a));';
    expect(unscopedQueries(source, tables)).toEqual([{ line: 1, table: 'customers', method: 'from' }]);
  });

  it('checks a subquery on its own, and an alias of a tenant table as that table', () => {
    const source = `const other = alias(sites, 'other');
await db.select().from(other).where(inArray(other.id, db.select({ id: sites.id }).from(sites)));
await db.select().from(customers).where(and(inAgency(customers, a), inArray(customers.id, db.select({ id: sites.id }).from(sites).where(inAgency(sites, a)))));`;
    expect(unscopedQueries(source, tables)).toEqual([
      { line: 2, table: 'other', method: 'from' },
      { line: 2, table: 'sites', method: 'from' },
    ]);
  });

  it('accepts a query that says why it reads every agency, above it or inside it', () => {
    const source = `// every agency: the platform's list of agencies' sites
const all = await db.select().from(sites);
const purged = await db
  .delete(customers) // every agency: the nightly purge
  .where(eq(customers.id, id));
// a comment that says nothing of the sort
await db.select().from(sites);`;
    expect(unscopedQueries(source, tables)).toEqual([{ line: 7, table: 'sites', method: 'from' }]);
  });

  it('accepts the comment above the body of an arrow function that is the query, not above another arrow', () => {
    const source = `const all = (db) =>
  // every agency: the platform's list
  db.select().from(sites);
// every agency: said of the constant, not of the query inside the function
const other = (db) => db.select().from(customers);`;
    expect(unscopedQueries(source, tables)).toEqual([{ line: 5, table: 'customers', method: 'from' }]);
  });

  it('follows a filter kept in a constant or built by a function, of this file or exported by another', () => {
    const access = `export function visibleSites(tenant) { return and(inAgency(sites, tenant.agency.id), isNull(sites.deletedAt)); }
export const customerScope = (id) => inAgency(customers, id);
export function wrapped(tenant) { return visibleSites(tenant); }`;
    const known = exportedScopingNames([access], tables);
    expect([...known.get('wrapped')]).toEqual(['sites']);
    const source = `const scope = and(inAgency(sites, a), eq(sites.id, id));
await db.delete(sites).where(scope);
await db.select().from(sites).where(wrapped(tenant));
await db.select().from(customers).where(visibleSites(tenant));
function mine(id) { return inAgency(customers, id); }
await db.update(customers).set({}).where(mine(a));`;
    expect(unscopedQueries(source, tables, known)).toEqual([{ line: 4, table: 'customers', method: 'from' }]);
  });

  it('counts neither a row read by a scoping function nor a property named like a filter as the filter', () => {
    const source = `function lock(id) { return db.select().from(sites).where(and(inAgency(sites, a), eq(sites.id, id))); }
const scope = inAgency(customers, a);
const row = await lock(id);
await db.update(sites).set({}).where(eq(sites.id, row.id));
await db.select().from(customers).where(eq(customers.id, input.scope));
await db.select().from(customers).where(scope);`;
    expect(unscopedQueries(source, tables)).toEqual([
      { line: 4, table: 'sites', method: 'update' },
      { line: 5, table: 'customers', method: 'from' },
    ]);
  });

  it('checks a tenant table kept under another name, scoped by either name', () => {
    const source = `const c = customers;
await db.select().from(c).where(eq(c.id, id));
await db.select().from(c).where(inAgency(customers, a));
await db.select().from(customers).where(inAgency(c, a));`;
    expect(unscopedQueries(source, tables)).toEqual([{ line: 2, table: 'c', method: 'from' }]);
  });
});
