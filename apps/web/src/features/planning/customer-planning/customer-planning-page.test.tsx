import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { siteListItem } from '../../../test/site-fixtures.ts';
import {
  AGENCY_BASE,
  planningConfig,
  planningIds,
  planningService,
  renderScreen,
} from '../testing/render-planning-views.tsx';
import { agentShortName } from './agent-short-name.ts';
import { CustomerPlanningPage } from './customer-planning-page.tsx';

const now = new Date('2026-12-14T09:00:00.000Z');
const entrepot = { id: planningIds.siteB, name: 'Entrepôt Nord' };
const arcades = { id: planningIds.siteA, name: 'Centre commercial Les Arcades' };

const services = [
  planningService('2026-12-15T19:00:00.000Z', '2026-12-16T07:00:00.000Z', {
    site: entrepot,
    agent: { id: planningIds.agentJulie, fullname: 'Julie Moreau' },
    postTitle: 'Rondier de nuit',
  }),
  planningService('2026-12-14T07:00:00.000Z', '2026-12-14T19:00:00.000Z', { site: arcades }),
  planningService('2026-12-16T07:00:00.000Z', '2026-12-16T19:00:00.000Z', { site: arcades, agent: null }),
  // Sunday night of the week before, overlapping Monday morning: shown in its own week.
  planningService('2026-12-13T19:00:00.000Z', '2026-12-14T07:00:00.000Z', { site: arcades, postTitle: 'Veille' }),
];

function mockCustomer() {
  const bodies: Record<string, unknown>[] = [];
  mockApi({
    [`GET ${AGENCY_BASE}/planning/config`]: () => json(planningConfig),
    [`POST ${AGENCY_BASE}/customer/client-demo/fetch/planned-services`]: ({ body }) => {
      const request = body as { siteIds?: string[] };
      bodies.push(request as Record<string, unknown>);
      const shown = request.siteIds ? services.filter((s) => request.siteIds?.includes(s.site!.id)) : services;
      return json({ services: request.siteIds?.includes(planningIds.siteB) ? [] : shown, total: shown.length });
    },
    [`POST ${AGENCY_BASE}/fetch/sites`]: () =>
      json({
        data: [siteListItem(arcades.name, { id: arcades.id }), siteListItem(entrepot.name, { id: entrepot.id })],
        total: 2,
      }),
  });
  return bodies;
}

describe('Customer planning', () => {
  it('lists the week by site then day, naming agents by first name and initial only', async () => {
    const bodies = mockCustomer();
    renderScreen(<CustomerPlanningPage now={now} />, fixtures.customer);

    const arcadesCard = await screen.findByRole('region', { name: 'Centre commercial Les Arcades' });
    const entrepotCard = screen.getByRole('region', { name: 'Entrepôt Nord' });
    expect(arcadesCard.compareDocumentPosition(entrepotCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(arcadesCard).getByRole('heading', { name: 'Aujourd’hui' })).toBeInTheDocument();
    expect(within(arcadesCard).getByRole('heading', { name: 'mercredi 16 décembre' })).toBeInTheDocument();
    expect(arcadesCard).toHaveTextContent('Karim B.');
    expect(arcadesCard).toHaveTextContent('Agent à confirmer');
    expect(entrepotCard).toHaveTextContent('20:00 → 08:00 le lendemain');
    expect(entrepotCard).toHaveTextContent('Julie M.');
    expect(document.body).not.toHaveTextContent('Veille');
    expect(document.body).not.toHaveTextContent('Benali');
    expect(document.body).not.toHaveTextContent('Moreau');
    expect(bodies[0]).toMatchObject({ from: '2026-12-13T23:00:00.000Z', to: '2026-12-20T23:00:00.000Z' });
    expect(bodies[0].siteIds).toBeUndefined();

    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Entrepôt Nord' }));
    expect(await screen.findByText('Aucune intervention prévue sur ce site cette semaine.')).toBeInTheDocument();
    expect(bodies.at(-1)?.siteIds).toEqual([planningIds.siteB]);
  });

  it('shortens names without ever keeping the surname', () => {
    expect(agentShortName('Karim Benali')).toBe('Karim B.');
    expect(agentShortName('Marie-Claire de la Tour')).toBe('Marie-Claire T.');
    expect(agentShortName('  Sam ')).toBe('Sam');
  });
});
