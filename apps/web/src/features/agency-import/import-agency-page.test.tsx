import type { AgencyImportPreview } from '@securite/domain/agency-import/import-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

// A page loads on demand: on a busy machine its first render takes longer than the usual wait.
const pageLoad = { timeout: 30_000 };

const badEmail = 'E-mail : « marc.lopez-exemple.test » n’est pas une adresse valide.';

const preview: AgencyImportPreview = {
  sheets: [
    {
      kind: 'agents',
      errors: [],
      rows: [
        { line: 2, label: 'Inès Garnier', errors: [] },
        { line: 3, label: 'Marc Lopez', errors: [badEmail] },
      ],
    },
  ],
  valid: 1,
  invalid: 1,
  blocked: 0,
};

const csv = () =>
  new File(['Prénom;Nom;E-mail\nInès;Garnier;ines@exemple.test\nMarc;Lopez;marc.lopez-exemple.test\n'], 'agents.csv', {
    type: 'text/csv',
  });

describe('Import d’agence', () => {
  it('checks the form, shows each bad row with its error, and imports the good ones once confirmed', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const previews: Array<Record<string, unknown>> = [];
    const commits: Array<Record<string, unknown>> = [];
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/import-agency/preview': ({ body }) => {
        previews.push(body as Record<string, unknown>);
        return json(preview);
      },
      'POST /api/admin/import-agency': ({ body }) => {
        commits.push(body as Record<string, unknown>);
        return json({
          agencyId: 'a1',
          agencyName: 'Agence Provence',
          created: { customers: 0, sites: 0, agents: 1 },
          skipped: 1,
        });
      },
    });
    renderApp('/adminImportAgency');
    expect(await screen.findByRole('heading', { name: 'Import d’agence', level: 1 }, pageLoad)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    expect(await screen.findByText('Obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Choisissez le fichier à importer (.xlsx ou .csv)')).toBeInTheDocument();
    expect(previews).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Nom de la nouvelle agence' }), 'Agence Provence');
    await userEvent.upload(screen.getByLabelText('Fichier à importer'), csv());
    expect(screen.getByText('agents.csv')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    expect(await screen.findByText('Indiquez ce que contient le fichier CSV.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Contenu du fichier CSV' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Collaborateurs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));

    const table = await screen.findByRole('table', { name: 'Lignes de la feuille Collaborateurs' });
    expect(within(table).getByRole('row', { name: /Marc Lopez/ })).toHaveTextContent(badEmail);
    expect(within(table).getByRole('row', { name: /Inès Garnier/ })).toHaveTextContent('Prête à importer');
    expect(screen.getByText(/1 ligne en erreur, 1 valide : rien n’est importé/)).toBeInTheDocument();
    expect(previews[0]).toMatchObject({
      fileName: 'agents.csv',
      csvKind: 'agents',
      target: { mode: 'new', agency: { name: 'Agence Provence' } },
    });
    expect(typeof previews[0].content).toBe('string');

    await userEvent.click(screen.getByRole('button', { name: 'Importer les lignes valides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer seulement la ligne valide ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(commits).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Importer les lignes valides' }));
    const again = await screen.findByRole('dialog', { name: 'Importer seulement la ligne valide ?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Importer les lignes valides' }));
    expect(
      await screen.findByText(
        'Import terminé dans Agence Provence : 0 client, 0 site, 1 collaborateur ; 1 ligne en erreur non importée.',
      ),
    ).toBeInTheDocument();
    expect(commits[0]).toMatchObject({ onlyValid: true, csvKind: 'agents' });
    expect(screen.getByRole('link', { name: 'Voir l’agence' })).toHaveAttribute('href', '/agencyAdmin/a1');
  });

  it('says why a file cannot be read', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/import-agency/preview': () =>
        json(
          {
            code: 'UNPROCESSABLE',
            message: 'Le fichier n’a pas pu être lu : enregistrez-le au format Excel (.xlsx) ou CSV et réessayez.',
          },
          422,
        ),
    });
    renderApp('/adminImportAgency');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Nom de la nouvelle agence' }, pageLoad),
      'Agence Provence',
    );
    await userEvent.upload(
      screen.getByLabelText('Fichier à importer'),
      new File(['PK'], 'agence.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    expect(await screen.findByText(/Le fichier n’a pas pu être lu/)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });
});
