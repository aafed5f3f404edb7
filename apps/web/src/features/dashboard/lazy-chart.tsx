import Skeleton from '@mui/material/Skeleton';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { DashboardBarChart } from './dashboard-charts.tsx';

const LazyBarChart = lazy(() => import('./dashboard-charts.tsx').then((m) => ({ default: m.DashboardBarChart })));

/** The tiles' chart, its code fetched the first time a tile draws one (the page itself stays light). */
export function BarChartLazy(props: ComponentProps<typeof DashboardBarChart>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 220} />}>
      <LazyBarChart {...props} />
    </Suspense>
  );
}
