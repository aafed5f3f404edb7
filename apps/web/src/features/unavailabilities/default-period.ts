/** A new unavailability starts as tomorrow, the whole day (local time), which the user then adjusts. */
export function defaultPeriod(now = new Date()): { startAt: string; endAt: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0);
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 23, 59, 0, 0);
  return { startAt: start.toISOString(), endAt: end.toISOString() };
}
