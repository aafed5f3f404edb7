import { DAY_MS, dayNumber, timeToMinutes, zoneOffsets } from '../time/wall-clock.ts';

/** A stop of a tour as the planner enters it: wall-clock times on the occurrence's day. */
export type StopTimes = { startTime: string; endTime: string };

/** A stop's window in minutes from midnight of the occurrence's day (may run past 1440: the next day). */
export type StopWindow = { start: number; end: number };

const DAY_MINUTES = 1440;

/**
 * Where each stop falls, in minutes from the occurrence day's midnight. Stops are visited in the order given:
 * the first starts on the occurrence day; a stop whose start time is before the previous stop's start time is
 * on the next day (a night tour 22:00 → 01:30 → 04:00 runs over midnight). A stop whose end time is not after its
 * start time ends the next day, like an overnight service (isOvernight).
 */
export function stopWindows(stops: readonly StopTimes[]): StopWindow[] {
  const windows: StopWindow[] = [];
  let previous = Number.NEGATIVE_INFINITY;
  for (const stop of stops) {
    const time = timeToMinutes(stop.startTime);
    let start = previous === Number.NEGATIVE_INFINITY ? time : Math.floor(previous / DAY_MINUTES) * DAY_MINUTES + time;
    if (start < previous) start += DAY_MINUTES;
    const length = (timeToMinutes(stop.endTime) - time + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
    windows.push({ start, end: start + length });
    previous = start;
  }
  return windows;
}

/** The whole tour in minutes from the occurrence day's midnight: first start to the latest end. */
export function tourSpan(stops: readonly StopTimes[]): StopWindow | null {
  const windows = stopWindows(stops);
  if (windows.length === 0) return null;
  return { start: windows[0].start, end: Math.max(...windows.map((w) => w.end)) };
}

/**
 * The pairs of stops (indexes, first < second) whose windows share time: "overlapping services in a tour ask
 * confirmation" (spec 000 section 5). Half-open windows: a stop ending at 10:00 and one starting at 10:00 do not
 * overlap.
 */
export function findTourOverlaps(stops: readonly StopTimes[]): Array<[number, number]> {
  const windows = stopWindows(stops);
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < windows.length; i++) {
    for (let j = i + 1; j < windows.length; j++) {
      if (windows[i].start < windows[j].end && windows[j].start < windows[i].end) pairs.push([i, j]);
    }
  }
  return pairs;
}

/**
 * The instants of each stop on a calendar day in the agency's time zone (wall-clock times, so a tour keeps its
 * hours across a change of clocks). A start the clocks skip moves forward by the gap; should that pass the end,
 * the stop starts when the clocks jump (as expandRecurrence does).
 */
export function placeStops(day: string, stops: readonly StopTimes[], timeZone: string) {
  const zone = zoneOffsets(timeZone);
  const midnight = dayNumber(day) * DAY_MS;
  return stopWindows(stops).map((window) => {
    let startAt = zone.instant(midnight + window.start * 60_000);
    const endAt = zone.instant(midnight + window.end * 60_000);
    if (endAt < startAt) startAt = zone.changeBefore(startAt);
    return { startAt: new Date(startAt), endAt: new Date(endAt) };
  });
}
