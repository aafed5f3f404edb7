import type { FieldSettings } from '@securite/domain/agency-settings/field-settings';
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
import type { Address } from '../../db/schema/tenancy.ts';
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

/** A site's place and perimeter, as the message's state read them. */
export interface SiteArea {
  address: Address;
  radius: number | null;
}

export interface MessageTime {
  /** The time the service keeps for the message. */
  at: Date;
  anomalies: FieldTimeAnomaly[];
  outsideMetres: number | null;
}

/** The latest step of a service: its real start, or a break's start or end if later. */
export function lastStepOf(
  service: { realStartAt: Date | null },
  breaks: ReadonlyArray<{ realStartAt: Date; realEndAt: Date | null }>,
): Date | null {
  let last = service.realStartAt;
  for (const row of breaks) {
    const step = row.realEndAt && row.realEndAt.getTime() > row.realStartAt.getTime() ? row.realEndAt : row.realStartAt;
    if (!last || step.getTime() > last.getTime()) last = step;
  }
  return last;
}

/** How far outside its site's perimeter the phone was at a start or an end (null when inside or unknown). */
function outsideOfSite(site: SiteArea | null, location: FieldMessage['location']) {
  const point = location ? site?.address.location : null;
  return point && location ? metresOutsideSite({ ...point, radius: site?.radius ?? null }, location) : null;
}

/**
 * The time and anomalies of a field message (domain field/field-times.ts): the phone's time corrected by the
 * clock offset measured when it was sent, replaced by the receipt time when impossible for the service; a start
 * before the agency's window is refused while it is still early (409 saying when it opens) unless the office
 * allowed it; an end long after the planned end, or a start or end outside the site's perimeter, is an anomaly.
 */
export function decideMessageTime(
  tenant: TenantContext,
  settings: FieldSettings,
  input: {
    message: FieldMessage;
    service: TimedService;
    /** The service's latest step (lastStepOf) before this message. */
    lastStepAt: Date | null;
    /** The service's site when the message has a position (null: no site, or no position). */
    site: SiteArea | null;
    receivedAt: Date;
    clockOffsetMs: number | null;
  },
): MessageTime {
  const { message, service, receivedAt } = input;
  const stepped = message.type === 'break.start' || message.type === 'break.end' || message.type === 'service.end';
  const resolved = resolveFieldTime({
    type: message.type,
    deviceAt: new Date(message.deviceAt),
    receivedAt,
    clockOffsetMs: input.clockOffsetMs,
    realStartAt: service.realStartAt,
    lastStepAt: stepped ? input.lastStepAt : service.realStartAt,
  });
  const anomalies = [...resolved.anomalies];
  let at = resolved.at;
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
    outsideMetres = outsideOfSite(input.site, message.location);
    if (outsideMetres !== null) anomalies.push('outsideSite');
  }
  return { at, anomalies, outsideMetres };
}
