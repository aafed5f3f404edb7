import { useEffect, useState } from 'react';

/** Now, to the minute, moving every minute (a fixed time for tests). */
export function useMinuteClock(fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? floorToMinute(new Date()));
  useEffect(() => {
    if (fixed) return;
    const timer = setInterval(() => setNow(floorToMinute(new Date())), 60_000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

function floorToMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}
