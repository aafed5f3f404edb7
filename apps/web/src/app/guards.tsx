import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useAgencyVisit } from '../api/agency-visit.ts';
import { sessionInfo } from '../api/app-status.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { useSelectedAgencyId } from '../api/preferences.ts';
import { buildSession, SessionContext, useSession } from '../api/session.ts';
import { useAccessToken } from '../api/token-store.ts';
import { lazyThemed } from '../ui/lazy-with-widgets.tsx';
import { PlainAlert } from '../ui/plain/plain-alert.tsx';
import { blockedBySubscription, canAccess } from './access.ts';
import { homeHref } from './root-redirect.ts';
import type { AppRouteDef } from './route-def.ts';
import { publicPaths } from './routes.ts';
import { AccessDeniedPage, FullPageLoader } from './status-pages.tsx';
import { texts } from './texts.ts';

// Shown only to an account awaiting moderation: MUI's dialog loads for it alone.
const ModerationDialog = lazyThemed(() => import('./shell/moderation-dialog.tsx').then((m) => m.ModerationDialog));

/** Signed-in part of the app: no token → login (coming back here afterwards); provides the session. */
export function RequireAuth() {
  const token = useAccessToken();
  const location = useLocation();
  const userQuery = useCurrentUser();
  const selectedAgencyId = useSelectedAgencyId();
  const visit = useAgencyVisit();
  const session = useMemo(
    () => (userQuery.data ? buildSession(userQuery.data, selectedAgencyId, visit) : null),
    [userQuery.data, selectedAgencyId, visit],
  );
  useEffect(() => {
    sessionInfo.isPlatformStaff = session?.platformRole != null;
  }, [session]);

  if (!token) return <Navigate to={publicPaths.login} replace state={{ from: location }} />;
  if (!session) {
    if (!userQuery.isError) return <FullPageLoader />;
    return (
      <PlainAlert padding={32} action={{ label: texts.app.retry, onClick: () => void userQuery.refetch() }}>
        {userQuery.error.message}
      </PlainAlert>
    );
  }
  return (
    <SessionContext value={session}>
      {session.user.moderationPending && !session.platformRole && (
        <Suspense fallback={null}>
          <ModerationDialog />
        </Suspense>
      )}
      <Outlet />
    </SessionContext>
  );
}

/** Login-type pages: a signed-in user goes where they were heading, else home. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const location = useLocation();
  if (!token) return children;
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
  return <Navigate to={from ?? '/'} replace />;
}

/** Route guard: valid subscription (unless allowed while locked), then role and rights; else refused. */
export function RouteGuard({ route, children }: { route: AppRouteDef; children: ReactNode }) {
  const session = useSession();
  const params = useParams();
  if (blockedBySubscription(route, session)) return <Navigate to="/abonnement-invalide" replace />;
  if (!canAccess(route, session, { id: params.id })) return <AccessDeniedPage />;
  return children;
}

/**
 * Root route '' (spec 000 section 2): an agent with a round, a service or a tour under way on this phone goes back to it; otherwise
 * home or the field start page by the drawer preference. The field code loads only for agents.
 */
export function RootRedirect() {
  const session = useSession();
  const home = homeHref(session);
  const agencyId = session.agencyId;
  // Without a valid subscription the root goes home (spec 000 section 2), never to an active field screen.
  const agentId = session.company?.role === 'agent' && session.subscriptionValid ? session.company.agentId : null;
  const [target, setTarget] = useState<string | null>(agentId && agencyId ? null : home);
  useEffect(() => {
    if (target !== null || !agentId || !agencyId) return;
    let live = true;
    import('../features/field/field-start.ts')
      .then((field) => field.activeFieldHref(agencyId, agentId))
      .then((href) => live && setTarget(href ?? home))
      .catch(() => live && setTarget(home));
    return () => {
      live = false;
    };
  }, [target, agentId, agencyId, home]);
  return target ? <Navigate to={target} replace /> : <FullPageLoader />;
}

/** Redirect-only routes: the first of the targets the user may open, else home. */
export function FirstAllowedRedirect({ targets }: { targets: readonly AppRouteDef[] }) {
  const session = useSession();
  const target = targets.find((route) => canAccess(route, session) && !blockedBySubscription(route, session));
  return <Navigate to={target ? `/${target.path}` : homeHref(session)} replace />;
}
