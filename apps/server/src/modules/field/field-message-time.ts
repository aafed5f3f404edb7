import { readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import type { FieldMessage } from '@securite/domain/field/field-schemas';
import {
  decideStartWindow,
  type FieldTimeAnomaly,
  isLateEnd,
  metresOutsideSite,
  resolveFieldTime,
} from '@securite/domain/field/field-times';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { serviceBreaks } from '../../db/schema/field.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** The service as its lock read it: what deciding a message's time needs. */
export interface TimedService {
  id: string;
  siteId: string | null;
  circuitId: string | null;
  startAt: Date;
  endAt: Date;
  realStartAt: Date | null;
  earlyStartAllowedAt: Date | null;
}

export interface MessageTime {
  /** The time the service keeps for the message. */
  at: Date;
  anomalies: FieldTimeAnomaly[];
  outsideMetres: number | null;
}

/** The latest step of a service: its real start, or a break's start or end if later. */
async function lastStepOf(tx: Tx, agencyId: string, service: TimedService): Promise<Date | null> {
  const [row] = await tx
    .select({
      at: sql<
        string | null
      >`max(greatest(${serviceBreaks.realStartAt}, coalesce(${serviceBreaks.realEndAt}, ${serviceBreaks.realStartAt})))`,
    })
    .from(serviceBreaks)
    .where(and(inAgency(serviceBreaks, agencyId), eq(serviceBreaks.serviceId, service.id)));
  const last = row?.at ? new Date(row.at) : null;
  if (!service.realStartAt) return last;
  return last && last.getTime() > service.realStartAt.getTime() ? last : service.realStartAt;
}

/** How far outside its site's perimeter the phone was at a start or an end (null when inside or unknown). */
async function outsideOfSite(tx: Tx, agencyId: string, siteId: string | null, location: FieldMessage['location']) {
  if (!siteId || !location) return null;
  const [site] = await tx
    .select({ address: sites.address, radius: sites.radius })
    .from(sites)
    .where(and(eq(sites.id, siteId), inAgency(sites, agencyId)));
  const point = site?.address.location;
  return point ? metresOutsideSite({ ...point, radius: site.radius }, location) : null;
}

/**
 * The time and anomalies of a field message (domain field/field-times.ts): the phone's time corrected by the
 * clock offset measured when it was sent, replaced by the receipt time when impossible for the service; a start
 * before the agency's window is refused while it is still early (409 saying when it opens) unless the office
 * allowed it; an end long after the planned end, or a start or end outside the site's perimeter, is an anomaly.
 */
export async function decideMessageTime(
  tx: Tx,
  tenant: TenantContext,
  input: { message: FieldMessage; service: TimedService; receivedAt: Date; clockOffsetMs: number | null },
): Promise<MessageTime> {
  const { message, service, receivedAt } = input;
  const agencyId = tenant.agency.id;
  const stepped = message.type === 'break.start' || message.type === 'break.end' || message.type === 'service.end';
  const resolved = resolveFieldTime({
    type: message.type,
    deviceAt: new Date(message.deviceAt),
    receivedAt,
    clockOffsetMs: input.clockOffsetMs,
    realStartAt: service.realStartAt,
    lastStepAt: stepped ? await lastStepOf(tx, agencyId, service) : service.realStartAt,
  });
  const anomalies = [...resolved.anomalies];
  let at = resolved.at;
  const settings = readFieldSettings((tenant.agency.settings as Record<string, unknown> | null)?.field);
  // A planned service (not one the phone creates now, nor a stop of a circuit, which its circuit opens).
  const planned = message.type === 'service.start' && !message.create && !service.circuitId && !service.realStartAt;
  if (planned) {
    const window = decideStartWindow({
      at,
      receivedAt,
      plannedStartAt: service.startAt,
      windowMinutes: settings.startWindowMinutes,
      allowedEarly: service.earlyStartAllowedAt !== null,
      timeZone: tenant.agency.timezone,
    });
    if (!window.ok) throw new AppError(ErrorCode.Conflict, window.message, { details: { refusal: 'tooEarly' } });
    anomalies.push(...window.anomalies);
    at = window.at;
  }
  if (message.type === 'service.end' && isLateEnd(at, service.endAt, settings.lateEndMinutes)) {
    anomalies.push('lateEnd');
  }
  let outsideMetres: number | null = null;
  if (message.type === 'service.start' || message.type === 'service.end') {
    outsideMetres = await outsideOfSite(tx, agencyId, service.siteId, message.location);
    if (outsideMetres !== null) anomalies.push('outsideSite');
  }
  return { at, anomalies, outsideMetres };
}
