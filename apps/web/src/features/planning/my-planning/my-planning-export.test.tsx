import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/mock-api.ts';
import { agentUser, ids } from '../../../test/workforce-fixtures.ts';
import { AGENCY_BASE, planningConfig, renderScreen } from '../testing/render-planning-views.tsx';
import { MyPlanningPage } from './my-planning-page.tsx';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
});

describe('Mon planning: Imprimer / Exporter', { timeout: 30_000 }, () => {
  it('lets the agent download their own week as a PDF through their scope', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:planning');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const bodies: unknown[] = [];
    mockApi({
      [`GET ${AGENCY_BASE}/planning/config`]: () => json(planningConfig),
      [`GET ${AGENCY_BASE}/agent/${ids.ownAgent}/services`]: () => json({ services: [], sites: [] }),
      [`POST ${AGENCY_BASE}/fetch/sites`]: () => json({ data: [], total: 0 }),
      [`POST ${AGENCY_BASE}/agent/${ids.ownAgent}/planning/export.pdf`]: ({ body }) => {
        bodies.push(body);
        return new Response(new Blob(['%PDF-']), {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="p.pdf"' },
        });
      },
    });
    // Tuesday 15 December 2026 in Paris.
    renderScreen(<MyPlanningPage now={new Date('2026-12-15T09:00:00.000Z')} />, agentUser);
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimer / Exporter' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Recevoir par e-mail…' })).toBeInTheDocument();
    // Seven days from Tuesday 15: the week of Monday 14 holds most of them.
    expect(menu.getByRole('menuitem', { name: /PDF — semaine/ })).toHaveTextContent('semaine du 14/12/2026');
    await userEvent.click(menu.getByRole('menuitem', { name: /PDF — semaine/ }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ view: 'agents', period: 'week', from: '2026-12-18' }]);
  });
});
