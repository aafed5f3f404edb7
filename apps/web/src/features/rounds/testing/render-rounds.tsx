import type { CurrentUser } from '@securite/domain/session/schemas';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildSession, SessionContext } from '../../../api/session.ts';
import { tokenStore } from '../../../api/token-store.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';

export const AGENCY = '/api/agency/agence-demo';

/** A rounds page at `path` with the user's session; `router.state.location` says where a link or a save led. */
export function renderRounds(ui: ReactNode, user: CurrentUser, path = '/page') {
  tokenStore.set({ token: 't', refresh_token: 'r' });
  const session = buildSession(user, user.userCompanies[0]?.agency.id ?? null);
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element: ui },
      { path: '*', element: <p>Autre page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </AppProviders>,
  );
  return { ...view, router };
}

/** How long expect.poll waits (MUI pages are slow in jsdom on a busy machine). */
export const WAIT = { timeout: 10_000 };
