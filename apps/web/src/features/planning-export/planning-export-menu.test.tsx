import type { CurrentUser } from '@securite/domain/session/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { agentUser, ids } from '../../test/workforce-fixtures.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { PlanningExportMenu } from './planning-export-menu.tsx';
import { AGENCY, renderAs } from './planning-export-test-kit.tsx';

const file = (type: string, name: string) =>
  new Response(new Blob(['%PDF-'], { type }), {
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  });

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let clicked: HTMLAnchorElement[];
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:planning');
  URL.revokeObjectURL = vi.fn();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
});

const week = { view: 'sites', period: 'week', from: '2026-11-30', to: '2026-12-06' } as const;
const withRights = (rights: string[]): CurrentUser => ({
  ...fixtures.planning,
  userCompanies: fixtures.planning.userCompanies.map((c) => ({ ...c, rights })),
});

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Imprimer / Exporter' }));
  return within(await screen.findByRole('menu'));
}

describe('PlanningExportMenu', { timeout: 30_000 }, () => {
  it('offers the shown week first, then its month, as PDF and Excel, and downloads the chosen file', async () => {
    const bodies: unknown[] = [];
    mockApi({
      [`POST ${AGENCY}/planning/export.xlsx`]: ({ body }) => {
        bodies.push(body);
        return file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'planning-sites-2026-12.xlsx');
      },
    });
    renderAs(fixtures.planning, <PlanningExportMenu {...week} rowIds={[ids.julie, ids.karim]} />);
    const menu = await openMenu();
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'PDF — semainesemaine du 30/11/2026',
      'PDF — moisdécembre 2026',
      'Excel — semainesemaine du 30/11/2026',
      'Excel — moisdécembre 2026',
      'Envoyer par e-mail…',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: /Excel — mois/ }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('planning-sites-2026-12.xlsx');
    expect(bodies).toEqual([{ view: 'sites', period: 'month', from: '2026-12-03', ids: [ids.julie, ids.karim] }]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal and downloads nothing', async () => {
    const error = vi.spyOn(notify, 'error');
    mockApi({
      [`POST ${AGENCY}/planning/export.pdf`]: () => json({ code: 'NOT_FOUND', message: 'Site introuvable.' }, 404),
    });
    renderAs(fixtures.planning, <PlanningExportMenu {...week} />);
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: /PDF — semaine/ }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Site introuvable.'));
    expect(clicked).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Imprimer / Exporter' })).toBeEnabled();
  });

  it('is hidden without a planning right; a planner of the sites view exports but does not send', async () => {
    const { unmount } = renderAs(withRights(['agents.directory']), <PlanningExportMenu {...week} />);
    expect(screen.queryByRole('button', { name: 'Imprimer / Exporter' })).not.toBeInTheDocument();
    unmount();
    renderAs(withRights(['planning.sites']), <PlanningExportMenu {...week} />);
    const menu = await openMenu();
    expect(menu.getAllByRole('menuitem')).toHaveLength(4);
  });

  it('gives an agent their own planning through their scope, month first on a month view', async () => {
    const bodies: unknown[] = [];
    mockApi({
      [`POST ${AGENCY}/agent/${ids.ownAgent}/planning/export.pdf`]: ({ body }) => {
        bodies.push(body);
        return file('application/pdf', 'planning-agents-2026-12.pdf');
      },
    });
    const month = { view: 'agents', period: 'month', from: '2026-12-01', to: '2026-12-31' } as const;
    renderAs(agentUser, <PlanningExportMenu {...month} agentId={ids.ownAgent} rowIds={[ids.julie]} />);
    const menu = await openMenu();
    expect(menu.getAllByRole('menuitem')[0]).toHaveTextContent('PDF — mois');
    expect(menu.getByRole('menuitem', { name: 'Recevoir par e-mail…' })).toBeInTheDocument();
    await userEvent.click(menu.getByRole('menuitem', { name: /PDF — mois/ }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(bodies).toEqual([{ view: 'agents', period: 'month', from: '2026-12-16' }]);
  });
});
