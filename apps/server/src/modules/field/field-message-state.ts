import { fieldMessages as texts } from '@securite/domain/field/field-messages';
import type { FieldAnswer, FieldMessage } from '@securite/domain/field/field-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { type AnyColumn, and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { preparedIn } from '../../db/prepared.ts';
import { fieldMessages, serviceBreaks, servicePhotos } from '../../db/schema/field.ts';
import { roundExecutions } from '../../db/schema/round-executions.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import type { Address } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';

const agencyId = sql.placeholder('agencyId');
const serviceId = sql.placeholder('serviceId');

/** What the message reads of its service. */
const serviceColumns = {
  id: services.id,
  status: services.status,
  isCircuit: services.isCircuit,
  siteId: services.siteId,
  agentId: services.agentId,
  circuitId: services.circuitId,
  startAt: services.startAt,
  endAt: services.endAt,
  realStartAt: services.realStartAt,
  realEndAt: services.realEndAt,
  earlyStartAllowedAt: services.earlyStartAllowedAt,
};

/** The agent's own live service of the agency (another agent's, or unknown: none). */
const ownServiceWhere = and(
  eq(services.id, serviceId),
  inAgency(services, agencyId),
  eq(services.agentId, sql.placeholder('agentId')),
  isNull(services.deletedAt),
);

/** The agent's own live service of the agency, locked for the message. */
const lockQuery = (db: Db) =>
  db.select(serviceColumns).from(services).where(ownServiceWhere).for('update').prepare('field_lock_service');

/**
 * The agent's own service of the agency, locked for the message: a retry sent while the first copy is still being
 * applied waits here for it (another agent's service, or one the server has not seen yet: 404).
 */
export async function lockOwnService(tx: Tx, agency: string, agentId: string, id: string) {
  const [row] = await preparedIn(tx, 'field_lock_service', lockQuery).execute({
    agencyId: agency,
    agentId,
    serviceId: id,
  });
  if (!row) throw notFound(texts.serviceNotFound);
  return row;
}

export type LockedService = Awaited<ReturnType<typeof lockOwnService>>;

/** Which of the message's facts a kind of message reads besides the common ones (one statement per shape). */
interface StateShape {
  /** A start: another service of the agent under way. */
  start: boolean;
  /** An end: running round executions, and whether the site sends its report after the service. */
  end: boolean;
  /** A start or an end with the phone's position, on a site: the site's place and perimeter. */
  site: boolean;
}

const shapeName = (shape: StateShape) =>
  `field_message_state${shape.start ? '_start' : ''}${shape.end ? '_end' : ''}${shape.site ? '_site' : ''}`;

/** Another service of the same agent, in the state's subquery. */
const other = alias(services, 'other');
const underWay = `${ServiceStatus.Started}, ${ServiceStatus.Paused}`;

const epochMs = (column: AnyColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;

type BreakRow = [id: string, startMs: number, endMs: number | null, statusBefore: number];
type PhotoRow = [fileId: string, takenMs: number];

/** The message already applied under this uuid: [its request's hash, its answer]. */
const seenSql = sql<[string, FieldAnswer] | null>`(
  select json_build_array(${fieldMessages.requestHash}, ${fieldMessages.answer}) from ${fieldMessages}
  where ${fieldMessages.id} = ${sql.placeholder('uuid')} and ${inAgency(fieldMessages, agencyId)})`;

const breaksSql = sql<BreakRow[]>`(
  select coalesce(json_agg(json_build_array(${serviceBreaks.id}, ${epochMs(serviceBreaks.realStartAt)},
    ${epochMs(serviceBreaks.realEndAt)}, ${serviceBreaks.statusBefore}) order by ${serviceBreaks.realStartAt}), '[]'::json)
  from ${serviceBreaks}
  where ${inAgency(serviceBreaks, agencyId)} and ${serviceBreaks.serviceId} = ${services.id})`;

const photosSql = sql<PhotoRow[]>`(
  select coalesce(json_agg(json_build_array(${servicePhotos.fileId}, ${epochMs(servicePhotos.takenAt)})
    order by ${servicePhotos.takenAt}), '[]'::json)
  from ${servicePhotos}
  where ${inAgency(servicePhotos, agencyId)} and ${servicePhotos.serviceId} = ${services.id})`;

/** Another service of the agent under way (a start): whether it is a tour, null when there is none. */
const otherActiveSql = sql<boolean | null>`(
  select ${other.isCircuit} from ${services} ${other}
  where ${inAgency(other, agencyId)} and ${other.agentId} = ${services.agentId} and ${other.deletedAt} is null
    and ${other.status} in (${sql.raw(underWay)}) and ${other.id} <> ${services.id}
  limit 1)`;

const roundsRunningSql = sql<boolean>`exists (
  select 1 from ${roundExecutions}
  where ${inAgency(roundExecutions, agencyId)} and ${roundExecutions.serviceId} = ${services.id}
    and ${roundExecutions.endedAt} is null)`;

const siteSql = sql<[Address, number | null] | null>`(
  select json_build_array(${sites.address}, ${sites.radius}) from ${sites}
  where ${sites.id} = ${services.siteId} and ${inAgency(sites, agencyId)})`;

const reportAfterServiceSql = sql<boolean | null>`(
  select ${sites.interventionReportAfterServiceEnabled} from ${sites}
  where ${sites.id} = ${services.siteId} and ${inAgency(sites, agencyId)})`;

/** A one-table select names the columns at the top of a field without their table: nested, they keep it. */
const nested = <T>(part: SQL<T>) => sql<T>`${part}`;
const none = sql<null>`null`;

/**
 * What applying a message reads once its service is locked, in one statement (read after the lock, so that a copy
 * that waited for it sees what the first one wrote): the message already seen under this uuid, the service's
 * breaks and photos (its answer is drawn from them and the message's own change), and what the kind needs.
 */
const stateFields = (shape: StateShape) => ({
  seen: nested(seenSql),
  breaks: nested(breaksSql),
  photos: nested(photosSql),
  otherIsCircuit: shape.start ? nested(otherActiveSql) : none,
  roundsRunning: shape.end ? nested(roundsRunningSql) : none,
  site: shape.site ? nested(siteSql) : none,
  reportAfterService: shape.end ? nested(reportAfterServiceSql) : none,
});

function stateQuery(db: Db, shape: StateShape) {
  return db
    .select(stateFields(shape))
    .from(services)
    .where(and(eq(services.id, serviceId), inAgency(services, agencyId)))
    .prepare(shapeName(shape));
}

/** The lock and the read in one statement: the service's columns and the same facts, the service locked. */
function lockedStateQuery(db: Db, shape: StateShape) {
  return db
    .select({ service: serviceColumns, ...stateFields(shape) })
    .from(services)
    .where(ownServiceWhere)
    .for('update')
    .prepare(`${shapeName(shape)}_locked`);
}

export interface ServiceBreak {
  id: string;
  realStartAt: Date;
  realEndAt: Date | null;
  statusBefore: number;
}

export interface MessageState {
  /** The message already applied under this uuid: its request's hash and its answer. */
  seen: { requestHash: string; answer: FieldAnswer } | null;
  /** The service's breaks by start, and its photos by time, before this message. */
  breaks: ServiceBreak[];
  photos: Array<{ fileId: string; takenAt: Date }>;
  /** A start: another service of the agent under way (whether it is a tour), or null. */
  otherActive: { isCircuit: boolean } | null;
  /** An end: whether round executions of the service are still running. */
  roundsRunning: boolean;
  /** A start or an end with a position: the service's site (null when it has none or none was asked). */
  site: { address: Address; radius: number | null } | null;
  /** An end: whether the service's site sends its intervention report after the service (null: no site). */
  reportAfterService: boolean | null;
}

type StateRow = Awaited<ReturnType<ReturnType<typeof stateQuery>['execute']>>[number];

function stateOf(row: StateRow): MessageState {
  return {
    seen: row.seen ? { requestHash: row.seen[0], answer: row.seen[1] } : null,
    breaks: row.breaks.map(([id, startMs, endMs, statusBefore]) => ({
      id,
      realStartAt: new Date(startMs),
      realEndAt: endMs === null ? null : new Date(endMs),
      statusBefore,
    })),
    photos: row.photos.map(([fileId, takenMs]) => ({ fileId, takenAt: new Date(takenMs) })),
    otherActive: row.otherIsCircuit === null ? null : { isCircuit: row.otherIsCircuit },
    roundsRunning: row.roundsRunning === true,
    site: row.site ? { address: row.site[0], radius: row.site[1] } : null,
    reportAfterService: row.reportAfterService,
  };
}

/**
 * The message's service, locked, and the facts a message of its kind needs (stateQuery). On PostgreSQL the read is
 * the statement after the lock, so that a copy of the message that waited at the lock reads what the first one
 * wrote. PGlite runs one transaction at a time (its one session): nothing ever waits at the lock, and the lock and
 * the read are one statement.
 */
export async function lockAndLoad(
  tx: Tx,
  database: 'pglite' | 'postgres',
  input: { agencyId: string; agentId: string; uuid: string; serviceId: string } & {
    message: Pick<FieldMessage, 'type' | 'location'>;
  },
): Promise<{ service: LockedService; state: MessageState }> {
  const { type } = input.message;
  const start = type === 'service.start';
  const end = type === 'service.end';
  // Without a site the site's subquery reads nothing.
  const shape = { start, end, site: (start || end) && Boolean(input.message.location) };
  const values = { agencyId: input.agencyId, agentId: input.agentId, serviceId: input.serviceId, uuid: input.uuid };
  if (database === 'pglite') {
    const query = preparedIn(tx, `${shapeName(shape)}_locked`, (db) => lockedStateQuery(db, shape));
    const [row] = await query.execute(values);
    if (!row) throw notFound(texts.serviceNotFound);
    return { service: row.service, state: stateOf(row) };
  }
  const service = await lockOwnService(tx, input.agencyId, input.agentId, input.serviceId);
  const [row] = await preparedIn(tx, shapeName(shape), (db) => stateQuery(db, shape)).execute(values);
  return { service, state: stateOf(row) };
}
