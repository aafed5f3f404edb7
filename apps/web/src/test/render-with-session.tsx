import type { CurrentUser } from '@securite/domain/session/schemas';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { buildSession, SessionContext } from '../api/session.ts';
import { tokenStore } from '../api/token-store.ts';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { WidgetProviders } from '../ui/widget-providers.tsx';

export interface SessionRenderOptions {
  /** The route the screen is shown at: then `router.state.location` says where a link or a save led. */
  path?: string;
  /** The route pattern the screen is mounted at, when it reads parameters (`/terrain/serviceActif/:id`). */
  pattern?: string;
  /** The agency of the session (by default the user's first). */
  agencyId?: string;
}

/**
 * One screen alone under the app's providers (theme, data cache, dialogs, notices) and those of the pages loaded on
 * demand (date pickers, Data Grid), signed in as the user: no shell, no guards. Without a path it sits in a plain
 * memory router; with one, in a data router where any other path shows « Autre page ».
 */
export function renderWithSession(ui: ReactNode, user: CurrentUser, options: SessionRenderOptions = {}) {
  tokenStore.set({ token: 't', refresh_token: 'r' });
  const session = buildSession(user, options.agencyId ?? user.userCompanies[0]?.agency.id ?? null);
  const queryClient = createQueryClient();
  const router = options.path
    ? createMemoryRouter(
        [
          { path: options.pattern ?? options.path.split('?')[0], element: ui },
          { path: '*', element: <p>Autre page</p> },
        ],
        { initialEntries: [options.path] },
      )
    : null;
  const view = render(
    <AppProviders queryClient={queryClient}>
      <SessionContext.Provider value={session}>
        <WidgetProviders>
          {router ? <RouterProvider router={router} /> : <MemoryRouter>{ui}</MemoryRouter>}
        </WidgetProviders>
      </SessionContext.Provider>
    </AppProviders>,
  );
  return { ...view, queryClient, router };
}
