import type { FieldAnswer } from '@securite/domain/field/field-schemas';
import type { FieldTimeAnomaly } from '@securite/domain/field/field-times';
import { type AnyColumn, and, eq, Param, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedIn } from '../../db/prepared.ts';
import { fieldMessages, serviceBreaks } from '../../db/schema/field.ts';
import { services } from '../../db/schema/services.ts';
import type { StatementParts } from '../../db/statement-parts.ts';
import { inAgency } from '../../db/tenant.ts';

/** What the message changes of its service and its breaks (written with the message itself), if anything. */
export type ServiceChange =
  | { kind: 'start'; status: number; at: Date }
  | { kind: 'breakStart'; status: number; at: Date; statusBefore: number }
  | { kind: 'breakEnd'; status: number; at: Date; breakId: string }
  | {
      kind: 'end';
      status: number;
      at: Date;
      endReport: string | null;
      voucherSigner: string | null;
      voucherSignature: string | null;
    }
  | null;

/** The message's row in field_messages. */
export interface MessageRow {
  uuid: string;
  agencyId: string;
  serviceId: string;
  senderUserId: string;
  agentId: string;
  type: string;
  payload: Record<string, unknown>;
  requestHash: string;
  deviceAt: Date;
  receivedAt: Date;
  answer: FieldAnswer;
  retainedAt: Date;
  clockOffsetMs: number | null;
  anomalies: FieldTimeAnomaly[];
  outsideMetres: number | null;
}

const p = sql.placeholder;
/** A value bound at execution and written as `column` writes it (its encoder: a date, a JSON value). */
const bind = (name: string, column: AnyColumn) => sql`${new Param(p(name), column)}`;
const mine = and(eq(services.id, p('serviceId')), inAgency(services, p('agencyId')));

type ChangeKind = NonNullable<ServiceChange>['kind'] | 'none';
const changeName = (kind: ChangeKind, side: StatementParts | undefined) =>
  `field_write_${kind}${side ? `_${side.name}` : ''}`;

/** The service's new state (and its break's) as data-modifying parts of the message's own insert. */
function changeParts(db: Db, kind: ChangeKind) {
  const updated = (set: Parameters<ReturnType<Db['update']>['set']>[0]) =>
    db.$with('service_change').as(
      db
        .update(services)
        .set({ ...set, status: bind('status', services.status), updatedAt: bind('updatedAt', services.updatedAt) })
        .where(mine)
        .returning({ id: services.id }),
    );
  switch (kind) {
    case 'start':
      return [updated({ realStartAt: bind('at', services.realStartAt) })];
    case 'breakStart':
      return [
        updated({}),
        db.$with('break_change').as(
          db
            .insert(serviceBreaks)
            .values({
              id: p('uuid'),
              agencyId: p('agencyId'),
              serviceId: p('serviceId'),
              statusBefore: p('statusBefore'),
              realStartAt: p('at'),
            })
            .returning({ id: serviceBreaks.id }),
        ),
      ];
    case 'breakEnd':
      return [
        updated({}),
        db.$with('break_change').as(
          db
            .update(serviceBreaks)
            .set({ realEndAt: bind('at', serviceBreaks.realEndAt) })
            .where(and(eq(serviceBreaks.id, p('breakId')), inAgency(serviceBreaks, p('agencyId'))))
            .returning({ id: serviceBreaks.id }),
        ),
      ];
    case 'end':
      return [
        updated({
          realEndAt: bind('at', services.realEndAt),
          endReport: bind('endReport', services.endReport),
          voucherSigner: bind('voucherSigner', services.voucherSigner),
          voucherSignature: bind('voucherSignature', services.voucherSignature),
        }),
      ];
    default:
      return [];
  }
}

/** The message's insert with its service's change and another module's writes, one statement per shape, prepared. */
function writeQuery(db: Db, kind: ChangeKind, side: StatementParts | undefined) {
  return db
    .with(...changeParts(db, kind), ...(side?.parts(db) ?? []))
    .insert(fieldMessages)
    .values({
      id: p('uuid'),
      agencyId: p('agencyId'),
      serviceId: p('serviceId'),
      senderUserId: p('senderUserId'),
      agentId: p('agentId'),
      type: p('type'),
      payload: p('payload'),
      requestHash: p('requestHash'),
      deviceAt: p('deviceAt'),
      receivedAt: p('receivedAt'),
      answer: p('answer'),
      retainedAt: p('retainedAt'),
      clockOffsetMs: p('clockOffsetMs'),
      anomalies: p('anomalies'),
      outsideMetres: p('outsideMetres'),
    })
    .onConflictDoNothing({ target: fieldMessages.id })
    .returning({ id: fieldMessages.id })
    .prepare(changeName(kind, side));
}

/**
 * Writes the message (its uuid kept once), what it changes of its service and what another module writes with it (a
 * heartbeat's row) in one statement. False when the uuid is already another agency's message: the caller refuses
 * it, and the transaction undoes the rest.
 */
export async function writeFieldMessage(
  tx: Tx,
  row: MessageRow,
  change: ServiceChange,
  side?: StatementParts,
): Promise<boolean> {
  const kind = change?.kind ?? 'none';
  const values: Record<string, unknown> = { ...row, updatedAt: new Date() };
  if (change) Object.assign(values, change);
  if (side) Object.assign(values, side.values);
  const name = changeName(kind, side);
  const stored = await preparedIn(tx, name, (db) => writeQuery(db, kind, side)).execute(values);
  return stored.length > 0;
}
