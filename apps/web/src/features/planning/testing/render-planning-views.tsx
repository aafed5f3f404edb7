import type { PlanningService } from '@securite/domain/planning/service-schemas';
import type { CurrentUser } from '@securite/domain/session/schemas';
import type { ReactNode } from 'react';
import { plannedService } from '../../../shared/planning/testing/planning-fixtures.ts';
import { renderWithSession } from '../../../test/render-with-session.tsx';

/** Test helper: one screen alone, under the app's providers and a session for the user (no shell, no guards). */
export function renderScreen(ui: ReactNode, user: CurrentUser) {
  return renderWithSession(ui, user);
}

export const AGENCY_BASE = '/api/agency/agence-demo';

export const planningIds = {
  siteA: '3f1c2b4a-1d2e-4f30-9a8b-7c6d5e4f3a21',
  siteB: '4a2d3c5b-2e3f-4a41-8b9c-8d7e6f5a4b32',
  agentJulie: '5b0e8f8e-3a57-4c43-9d0f-0d6f4c2f0a11',
  agentKarim: '7c1f9a9f-4b68-4d54-8e1a-1e7a5d3a1b22',
  agentSam: '6d2a0b1c-2c3d-4e5f-8a9b-0c1d2e3f4a53',
} as const;

let counter = 0;

/** A service as the API answers it, at the given instants. */
export function planningService(startAt: string, endAt: string, extra: Partial<PlanningService> = {}): PlanningService {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  return plannedService({
    id: `0a0b0c0d-0e0f-4a1b-8c2d-${n}`,
    reference: `S-${n}`,
    startAt,
    endAt,
    site: { id: planningIds.siteA, name: 'Centre commercial Les Arcades' },
    agent: { id: planningIds.agentKarim, fullname: 'Karim Benali' },
    postTitle: 'Poste accueil',
    ...extra,
  });
}

/** GET planning/config as the server answers it with the French defaults. */
export { planningConfig } from '../../../shared/planning/testing/planning-fixtures.ts';
