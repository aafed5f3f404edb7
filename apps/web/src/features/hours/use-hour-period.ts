import { type HourPeriod, monthPeriod } from '@securite/domain/hours/hour-period';
import { format } from 'date-fns';
import { useState } from 'react';

/** The period of an hours screen: the current month at first. */
export function useHourPeriod(today: Date = new Date()) {
  return useState<HourPeriod>(() => monthPeriod(format(today, 'yyyy-MM-dd')));
}
