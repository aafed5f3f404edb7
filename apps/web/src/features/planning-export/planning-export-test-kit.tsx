import type { CurrentUser } from '@securite/domain/session/schemas';
import type { ReactNode } from 'react';
import { buildSession, SessionContext } from '../../api/session.ts';
import { tokenStore } from '../../api/token-store.ts';
import { renderComponent } from '../../test/render-component.tsx';

export const AGENCY = '/api/agency/agence-demo';

/** One component of the feature, signed in as the given user of the demo agency. */
export function renderAs(user: CurrentUser, ui: ReactNode) {
  tokenStore.set({ token: 't', refresh_token: 'r' });
  return renderComponent(<SessionContext value={buildSession(user, 'agence-demo')}>{ui}</SessionContext>);
}
