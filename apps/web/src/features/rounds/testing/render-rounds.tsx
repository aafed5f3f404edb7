import type { CurrentUser } from '@securite/domain/session/schemas';
import type { ReactNode } from 'react';
import { renderWithSession } from '../../../test/render-with-session.tsx';

export const AGENCY = '/api/agency/agence-demo';

/** A rounds page at `path` with the user's session; `router.state.location` says where a link or a save led. */
export function renderRounds(ui: ReactNode, user: CurrentUser, path = '/page') {
  const { router, ...view } = renderWithSession(ui, user, { path });
  return { ...view, router: router! };
}

/** How long expect.poll waits (MUI pages are slow in jsdom on a busy machine). */
export const WAIT = { timeout: 10_000 };
