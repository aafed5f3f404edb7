import {
  CLOCK_OFFSET_ALERT_MS,
  clockOffsetText,
  type FieldTimeAnomaly,
  fieldTimeAnomalyLabels,
} from '@securite/domain/field/field-times';
import { formatLocalDay, formatLocalTime } from '@securite/domain/time/local-days';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { fieldMessages } from '../../db/schema/field.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';

/** One anomaly of a service: the first message that had it, and how many did. */
export interface ServiceAnomaly {
  code: FieldTimeAnomaly;
  type: string;
  deviceAt: Date;
  retainedAt: Date;
  clockOffsetMs: number | null;
  outsideMetres: number | null;
  count: number;
}

/** The field messages with an anomaly or a phone clock off by more than 5 minutes: the condition, for a service. */
export function anomalousMessages(agencyId: string): SQL {
  return sql`exists (select 1 from ${fieldMessages} where ${and(
    inAgency(fieldMessages, agencyId),
    eq(fieldMessages.serviceId, services.id),
    sql`(cardinality(${fieldMessages.anomalies}) > 0 or abs(${fieldMessages.clockOffsetMs}) > ${CLOCK_OFFSET_ALERT_MS})`,
  )})`;
}

/** The anomalies of the services matching `where`, by service, one per kind, in the order they happened. */
export async function anomaliesByService(ctx: AppContext, agencyId: string, where: SQL) {
  const rows = await ctx.db
    .select({
      serviceId: fieldMessages.serviceId,
      type: fieldMessages.type,
      deviceAt: fieldMessages.deviceAt,
      receivedAt: fieldMessages.receivedAt,
      retainedAt: fieldMessages.retainedAt,
      anomalies: fieldMessages.anomalies,
      clockOffsetMs: fieldMessages.clockOffsetMs,
      outsideMetres: fieldMessages.outsideMetres,
    })
    .from(fieldMessages)
    .innerJoin(services, and(eq(services.id, fieldMessages.serviceId), inAgency(services, fieldMessages.agencyId)))
    .where(
      and(
        inAgency(fieldMessages, agencyId),
        where,
        sql`(cardinality(${fieldMessages.anomalies}) > 0 or abs(${fieldMessages.clockOffsetMs}) > ${CLOCK_OFFSET_ALERT_MS})`,
      ),
    )
    .orderBy(asc(fieldMessages.receivedAt), asc(fieldMessages.id));
  const byService = new Map<string, Map<FieldTimeAnomaly, ServiceAnomaly>>();
  for (const row of rows) {
    let kinds = byService.get(row.serviceId);
    if (!kinds) {
      kinds = new Map();
      byService.set(row.serviceId, kinds);
    }
    const codes = new Set(row.anomalies);
    // A message from before the measure existed still shows its clock when it is off.
    if (row.clockOffsetMs !== null && Math.abs(row.clockOffsetMs) > CLOCK_OFFSET_ALERT_MS) codes.add('clockSkew');
    for (const code of codes) {
      const seen = kinds.get(code);
      if (seen) seen.count += 1;
      else
        kinds.set(code, {
          code,
          type: row.type,
          deviceAt: row.deviceAt,
          retainedAt: row.retainedAt ?? row.deviceAt,
          clockOffsetMs: row.clockOffsetMs,
          outsideMetres: row.outsideMetres,
          count: 1,
        });
    }
  }
  return new Map([...byService].map(([id, kinds]) => [id, [...kinds.values()]]));
}

const stepLabels: Record<string, string> = {
  'service.start': 'prise de service',
  'service.end': 'fin de service',
  'break.start': 'début de pause',
  'break.end': 'fin de pause',
};

/**
 * The French line of an anomaly: « Heure du téléphone dans le futur (prise de service) : téléphone 02/06 11:00,
 * heure retenue 02/06 08:00 ».
 */
export function anomalyDetail(anomaly: ServiceAnomaly, plannedEndAt: Date, timeZone: string): string {
  const when = (at: Date) => `${formatLocalDay(timeZone, at.getTime())} ${formatLocalTime(timeZone, at.getTime())}`;
  const step = stepLabels[anomaly.type] ?? 'message';
  const times = `téléphone ${when(anomaly.deviceAt)}, heure retenue ${when(anomaly.retainedAt)}`;
  const more = anomaly.count > 1 ? ` (${anomaly.count} messages)` : '';
  const label = fieldTimeAnomalyLabels[anomaly.code];
  switch (anomaly.code) {
    case 'clockSkew':
      return `${label} : ${clockOffsetText(anomaly.clockOffsetMs ?? 0)}${more}`;
    case 'earlyStart':
      return `${label} par le bureau : prise à ${when(anomaly.retainedAt)}`;
    case 'lateEnd':
      return `${label} : fin à ${when(anomaly.retainedAt)}, prévue à ${when(plannedEndAt)}`;
    case 'outsideSite':
      return `${label} (${step}) : à ${anomaly.outsideMetres ?? 0} m du périmètre`;
    default:
      return `${label} (${step}) : ${times}${more}`;
  }
}
