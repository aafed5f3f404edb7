/** A duration in minutes as the French write it: 570 → `9 h 30`, 3120 → `52 h 00` (rounded to the minute). */
export function formatHours(minutes: number): string {
  const total = Math.round(Math.abs(minutes));
  const sign = minutes < 0 && total > 0 ? '-' : '';
  return `${sign}${Math.floor(total / 60)} h ${String(total % 60).padStart(2, '0')}`;
}

/** A limit given in hours, without the minutes when whole: 11 → `11 h`, 151.67 → `151 h 40`. */
export function formatHourLimit(hours: number): string {
  const minutes = Math.round(hours * 60);
  return minutes % 60 === 0 ? `${minutes / 60} h` : formatHours(minutes);
}
