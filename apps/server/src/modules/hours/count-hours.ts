import type { HoursFigures } from '@securite/domain/hours/hours-schemas';
import {
  addMinutesByDay,
  addSplit,
  emptySplit,
  type HourSplit,
  hourCategories,
  splitServiceMinutes,
  splitTotal,
} from '@securite/domain/hours/split-service-minutes';
import { roundHours, weightedHours } from '@securite/domain/hours/weighted-hours';
import type { HourServiceRow } from './hour-services.ts';
import type { HoursContext } from './hours-context.ts';

/** One service's time inside the period. */
export interface ServiceCount {
  planned: number;
  realized: number;
  split: HourSplit;
}

const minutesWithin = (from: Date | null, to: Date | null, ctx: HoursContext) => {
  if (!from || !to) return 0;
  const ms = Math.min(to.getTime(), ctx.end.getTime()) - Math.max(from.getTime(), ctx.start.getTime());
  return ms > 0 ? ms / 60_000 : 0;
};

/**
 * Counts a service inside the period: its planned time split into pay categories (on the holiday calendar of its
 * site), and its realized time (real start to real end, once both are known). Time outside the period is left out.
 */
export function countService(row: HourServiceRow, ctx: HoursContext): ServiceCount {
  const start = Math.max(row.startAt.getTime(), ctx.start.getTime());
  const end = Math.min(row.endAt.getTime(), ctx.end.getTime());
  const split = splitServiceMinutes(start, end, {
    timeZone: ctx.timeZone,
    coefficients: ctx.coefficients,
    isHoliday: ctx.holidaysOfSite(row.siteId),
  });
  return { planned: splitTotal(split), realized: minutesWithin(row.realStartAt, row.realEndAt, ctx), split };
}

/** Figures being added up: exact minutes, rounded when presented. */
export class HoursTally {
  servicesCount = 0;
  planned = 0;
  realized = 0;
  split = emptySplit();

  add(count: ServiceCount): this {
    this.servicesCount += 1;
    this.planned += count.planned;
    this.realized += count.realized;
    addSplit(this.split, count.split);
    return this;
  }

  merge(other: HoursTally): this {
    this.servicesCount += other.servicesCount;
    this.planned += other.planned;
    this.realized += other.realized;
    addSplit(this.split, other.split);
    return this;
  }

  weighted(ctx: HoursContext): number {
    return weightedHours(this.split, ctx.coefficients);
  }

  present(ctx: HoursContext): HoursFigures {
    return presentFigures(this, ctx);
  }
}

/** Minutes rounded to the minute, weighted hours to the hundredth. */
export function presentFigures(
  figures: { servicesCount: number; planned: number; realized: number; split: HourSplit },
  ctx: HoursContext,
): HoursFigures {
  const categories = emptySplit();
  for (const category of hourCategories) categories[category] = Math.round(figures.split[category]);
  return {
    servicesCount: figures.servicesCount,
    plannedMinutes: Math.round(figures.planned),
    realizedMinutes: Math.round(figures.realized),
    categories,
    weightedHours: roundHours(weightedHours(figures.split, ctx.coefficients)),
  };
}

/** Planned minutes per local day over [from, ctx.end) (the overtime window may start before the period). */
export function plannedMinutesByDay(into: Map<number, number>, row: HourServiceRow, from: Date, ctx: HoursContext) {
  const start = Math.max(row.startAt.getTime(), from.getTime());
  const end = Math.min(row.endAt.getTime(), ctx.end.getTime());
  return addMinutesByDay(into, start, end, ctx.timeZone);
}
