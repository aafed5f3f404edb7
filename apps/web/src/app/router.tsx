import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { maintenanceStore, useMaintenance } from '../api/app-status.ts';
import { useCloseDialogsOnNavigation } from '../ui/dialogs/use-close-dialogs-on-navigation.ts';
import { lazyThemed, lazyWithWidgets } from '../ui/lazy-with-widgets.tsx';
import { getMaintenanceMessage } from './api/get-maintenance-message.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { FirstAllowedRedirect, PublicOnly, RequireAuth, RootRedirect, RouteGuard } from './guards.tsx';
import { PageFor } from './pages.tsx';
import { appRoutes, publicPaths, redirectRoutes, routeById } from './routes.ts';
import { AppShell } from './shell/app-shell.tsx';
import { FullPageLoader, NotFoundPage } from './status-pages.tsx';

// The public pages load when opened: a signed-in agent's phone starts with the shell and the field start page only
// (the login form brings react-hook-form and its resolver).
// The contract signature page (a signer's phone, no account) loads alone: its own loader keeps the table of every page
// (lazy-pages.tsx) out of its first load, and pdf.js comes only when it shows the contract.
const SignaturePage = lazyWithWidgets(() =>
  import('../features/contracts/signature/signature-page.tsx').then((m) => m.SignaturePage),
);
// The maintenance screen shows only while the server answers 503.
const MaintenanceScreen = lazyThemed(() =>
  import('../features/maintenance/maintenance-screen.tsx').then((m) => m.MaintenanceScreen),
);
const LoginPage = lazyThemed(() => import('../features/session/login-page.tsx').then((m) => m.LoginPage));
const ForgotPasswordPage = lazyThemed(() =>
  import('../features/session/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyThemed(() =>
  import('../features/session/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);

/**
 * While the server answers 503 the whole app is the maintenance screen; "Réessayer" asks again. Going to another
 * page closes the dialogs of the previous one.
 */
function RootLayout() {
  useCloseDialogsOnNavigation();
  const maintenance = useMaintenance();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  if (!maintenance)
    return (
      <AppErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppErrorBoundary>
    );
  const retry = async () => {
    setRetrying(true);
    try {
      const status = await getMaintenanceMessage();
      if (!status.active) {
        maintenanceStore.set(null);
        await queryClient.invalidateQueries();
      } else if (status.message) maintenanceStore.set({ message: status.message });
    } catch {
      // Still unreachable or still in maintenance: stay on this screen.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Suspense fallback={<FullPageLoader />}>
      <MaintenanceScreen message={maintenance.message} retrying={retrying} onRetry={retry} />
    </Suspense>
  );
}

function ResetPassword() {
  return <ResetPasswordPage loginHref={publicPaths.login} />;
}

const strip = (path: string) => path.replace(/^\//, '');

/** The route objects: public pages, then the signed-in shell with every guarded route of the table. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          path: strip(publicPaths.login),
          element: (
            <PublicOnly>
              <LoginPage forgotPasswordHref={publicPaths.forgotPassword} />
            </PublicOnly>
          ),
        },
        { path: strip(publicPaths.forgotPassword), element: <ForgotPasswordPage loginHref={publicPaths.login} /> },
        { path: strip(publicPaths.resetPassword), element: <ResetPassword /> },
        { path: strip(publicPaths.signature), element: <SignaturePage /> },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <AppShell />,
              children: [
                { index: true, element: <RootRedirect /> },
                ...appRoutes.map((route) => ({
                  path: route.path,
                  element: (
                    <RouteGuard route={route}>
                      <PageFor route={route} />
                    </RouteGuard>
                  ),
                })),
                ...redirectRoutes.map(({ path, to }) => ({
                  path,
                  element:
                    typeof to === 'string' ? (
                      <Navigate to={to} replace />
                    ) : (
                      <FirstAllowedRedirect targets={to.map(routeById)} />
                    ),
                })),
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
