import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ServiceStatus } from '@securite/domain/planning/service-status';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';

export interface ExportServiceRow {
  id: string;
  startAt: Date;
  endAt: Date;
  status: ServiceStatus;
  postTitle: string | null;
  siteId: string;
  siteName: string;
  agentId: string | null;
  agentName: string | null;
  /** "Lastname Firstname": planners read agents in that order. */
  agentSortKey: string | null;
}

export interface ExportServiceFilter {
  agencyId: string;
  from: Date;
  to: Date;
  fakeFilter: FakeFilter;
  siteIds?: string[];
  agentIds?: string[];
}

/**
 * Rows read per query: a month of a large agency is read in pages instead of one huge result. The embedded
 * database answers on the request thread, so a page is also the longest the server stops answering others.
 */
export const EXPORT_PAGE_SIZE = 1000;

interface PageRow {
  id: string;
  startAt: Date;
  endAt: Date;
  status: number;
  postTitle: string | null;
  siteId: string;
  siteName: string;
  agentId: string | null;
  firstname: string | null;
  lastname: string | null;
}

const circuit = alias(services, 'circuit');
// A circuit's children visit the sites; the agent is set on the circuit itself.
const agentOfService = sql<string | null>`coalesce(${services.agentId}, ${circuit.agentId})`;

/**
 * The services that start in [from, to) and have a site: single services and circuit children (a circuit
 * itself has no site), deleted ones left out, with their site and agent names, in start order.
 */
export async function findExportServices(
  tx: Tx,
  filter: ExportServiceFilter,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<ExportServiceRow[]> {
  const conditions: (SQL | undefined)[] = [
    inAgency(services, filter.agencyId),
    isNull(services.deletedAt),
    eq(services.isCircuit, false),
    gte(services.startAt, filter.from),
    lt(services.startAt, filter.to),
    fakeCondition(services.fake, filter.fakeFilter),
  ];
  if (filter.siteIds) conditions.push(inArray(services.siteId, filter.siteIds));
  if (filter.agentIds) conditions.push(inArray(agentOfService, filter.agentIds));
  const rows: ExportServiceRow[] = [];
  let after: { startAt: Date; id: string } | null = null;
  for (;;) {
    const page: PageRow[] = await tx
      .select({
        id: services.id,
        startAt: services.startAt,
        endAt: services.endAt,
        status: services.status,
        // A circuit's stop without a post of its own is named after its circuit.
        postTitle: sql<string | null>`coalesce(${services.postTitle}, 'Circuit ' || ${circuit.postTitle})`,
        siteId: sites.id,
        siteName: sites.name,
        agentId: agentOfService,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(services)
      .innerJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, filter.agencyId)))
      .leftJoin(circuit, and(eq(circuit.id, services.circuitId), inAgency(circuit, filter.agencyId)))
      .leftJoin(memberships, and(eq(memberships.id, agentOfService), inAgency(memberships, filter.agencyId)))
      .leftJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          ...conditions,
          after
            ? sql`(${services.startAt}, ${services.id}) > (${after.startAt.toISOString()}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(services.startAt), asc(services.id))
      .limit(pageSize);
    for (const row of page) {
      rows.push({
        id: row.id,
        startAt: row.startAt,
        endAt: row.endAt,
        status: row.status as ServiceStatus,
        postTitle: row.postTitle,
        siteId: row.siteId,
        siteName: row.siteName,
        agentId: row.agentId,
        agentName: row.firstname === null ? null : `${row.firstname} ${row.lastname ?? ''}`.trim(),
        agentSortKey: row.firstname === null ? null : `${row.lastname ?? ''} ${row.firstname}`.trim(),
      });
    }
    if (page.length < pageSize) return rows;
    const last = page[page.length - 1];
    after = { startAt: last.startAt, id: last.id };
    // PGlite answers without ever leaving the microtask queue: give the other requests a turn between pages.
    await nextTurn();
  }
}

/** The names of the given sites of the agency, or null when one is not the agency's. */
export async function findSiteNames(tx: Tx, agencyId: string, ids: string[]): Promise<Map<string, string> | null> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(inAgency(sites, agencyId), inArray(sites.id, ids)));
  return rows.length === new Set(ids).size ? new Map(rows.map((r) => [r.id, r.name])) : null;
}

export interface ExportAgent {
  id: string;
  name: string;
  sortKey: string;
  firstname: string;
  email: string | null;
}

/** The given agents of the agency (archived ones left out), or null when one is not found. */
export async function findExportAgents(tx: Tx, agencyId: string, ids: string[]): Promise<ExportAgent[] | null> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: memberships.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inAgency(memberships, agencyId),
        eq(memberships.role, 'agent'),
        isNull(memberships.deletedAt),
        inArray(memberships.id, ids),
      ),
    );
  if (rows.length !== new Set(ids).size) return null;
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstname} ${row.lastname}`.trim(),
    sortKey: `${row.lastname} ${row.firstname}`.trim(),
    firstname: row.firstname,
    email: row.email,
  }));
}
