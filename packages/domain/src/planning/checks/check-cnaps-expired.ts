import { dayToDate, formatDay } from '../../time/calendar-day.ts';
import { localDay } from '../../time/local-days.ts';
import { type CheckInput, issue } from './check-input.ts';
import { describeSpan } from './describe-span.ts';

const DAY_MS = 86_400_000;

/**
 * `cnapsExpired`: the CNAPS card expires before the last day the service covers (agency time zone): a card is
 * valid through its expiry day, and an agent may not work any part of a service without one (CSI R631-15).
 * A missing card is not this error: the record may simply be incomplete (the Échéances screens flag it).
 */
export function checkCnapsExpired({ ctx, candidates }: CheckInput) {
  const expiresAt = ctx.agent.cnapsCardExpiresAt;
  if (!expiresAt) return [];
  const expiryDay = dayToDate(expiresAt).getTime() / DAY_MS;
  if (!Number.isFinite(expiryDay)) return [];
  return candidates.flatMap((service) => {
    const start = service.startAt.getTime();
    const end = service.endAt.getTime();
    // The last instant of the service is end - 1 ms: a service ending at midnight does not cover the next day.
    if (localDay(ctx.timeZone, end - 1) <= expiryDay) return [];
    const message = `La carte professionnelle CNAPS de ${ctx.agent.name} expire le ${formatDay(expiresAt)} : elle ne couvre pas le service ${describeSpan(ctx.timeZone, start, end, true)}`;
    return [issue(service.key, 'cnapsExpired', message)];
  });
}
