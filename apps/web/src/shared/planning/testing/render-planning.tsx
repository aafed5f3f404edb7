import type { CurrentUser } from '@securite/domain/session/schemas';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderWithSession } from '../../../test/render-with-session.tsx';

/** Test helper: a planning piece alone under the app's providers (dialogs, notices) and the user's session. */
export function renderPlanning(ui: ReactNode, user: CurrentUser) {
  return renderWithSession(ui, user);
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
