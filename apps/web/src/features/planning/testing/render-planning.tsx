import type { CurrentUser } from '@securite/domain/session/schemas';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { buildSession, SessionContext } from '../../../api/session.ts';
import { tokenStore } from '../../../api/token-store.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';

/** Test helper: a planning piece alone under the app's providers (dialogs, notices) and the user's session. */
export function renderPlanning(ui: ReactNode, user: CurrentUser) {
  tokenStore.set({ token: 't', refresh_token: 'r' });
  const session = buildSession(user, user.userCompanies[0]?.agency.id ?? null);
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>{ui}</MemoryRouter>
      </SessionContext.Provider>
    </AppProviders>,
  );
  return { ...view, queryClient };
}

/**
 * jsdom lays nothing out: every element is given a 1200 × 600 client box, so the grid's virtualizer shows the rows
 * a real screen would. Undo with vi.restoreAllMocks().
 */
export function giveGridASize() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
}

export const AGENCY = '/api/agency/agence-demo';
