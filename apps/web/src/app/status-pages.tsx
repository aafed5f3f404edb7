import { Suspense } from 'react';
import { lazyThemed } from '../ui/lazy-with-widgets.tsx';
import { Spinner } from '../ui/plain/spinner.tsx';
import { texts } from './texts.ts';

// The refused and unknown addresses are drawn with MUI (status-screens.tsx), loaded when one shows.
const AccessDeniedScreen = lazyThemed(() => import('./status-screens.tsx').then((m) => m.AccessDeniedPage));
const NotFoundScreen = lazyThemed(() => import('./status-screens.tsx').then((m) => m.NotFoundPage));

/** Shown in place of a page the user has no role or right for. */
export function AccessDeniedPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <AccessDeniedScreen />
    </Suspense>
  );
}

export function NotFoundPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <NotFoundScreen />
    </Suspense>
  );
}

/** The whole screen waiting (the user, the root route's answer, the code of a public page). */
export function FullPageLoader() {
  return (
    <div className="plain-centred" style={{ minHeight: '100dvh' }}>
      <Spinner label={texts.app.loading} />
    </div>
  );
}

/** A page of the shell waiting for its code (MUI's CircularProgress, 64 px from the bar). */
export function PageLoader() {
  return (
    <div className="plain-centred" style={{ padding: '64px 0' }}>
      <Spinner label={texts.app.loadingPage} />
    </div>
  );
}
