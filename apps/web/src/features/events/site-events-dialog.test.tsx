import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { SiteEventsDialog } from './site-events-dialog.tsx';

const BASE = '/api/agency/agence-demo';
const HASH = '3fa4'.repeat(16);

const intactChain = () =>
  json({
    intact: true,
    count: 4,
    label: 'Intègre',
    position: null,
    entryId: null,
    eventId: null,
    reason: null,
    problems: [],
    head: { count: 4, hash: HASH, at: '2026-11-24T21:00:02.000Z' },
  });

/** A Blob's text (jsdom's Blob has no text()). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const renderDialog = () =>
  renderWithSession(
    <SiteEventsDialog agencyId="agence-demo" siteId="site-1" siteName="Entrepôt" showChain onClose={() => undefined} />,
    fixtures.owner,
  );

afterEach(() => vi.unstubAllGlobals());

describe('SiteEventsDialog', () => {
  it("shows where the site's chain breaks, and the site's events", async () => {
    mockApi({
      [`POST ${BASE}/sites-service-events`]: () =>
        json({
          total: 1,
          data: [
            {
              id: 'e1',
              typeKey: 'presence',
              typeLabel: 'Présence',
              description: 'Ronde de 22 h sans anomalie',
              attachments: [],
              site: { id: 'site-1', name: 'Entrepôt' },
              service: null,
              agent: { id: 'a', name: 'Karim Benali' },
              location: null,
              createdAt: '2026-11-24T21:00:00.000Z',
              receivedAt: '2026-11-24T21:00:02.000Z',
              deletedAt: null,
              messages: [],
            },
          ],
        }),
      [`GET ${BASE}/sites/site-1/events-chain`]: () =>
        json({
          intact: false,
          count: 4,
          label: "Rompue à l'entrée 3 (une entrée a été modifiée après son enregistrement)",
          position: 2,
          entryId: 'x',
          eventId: 'e1',
          reason: 'altered',
          problems: [
            {
              label: "Rompue à l'entrée 3 (une entrée a été modifiée après son enregistrement)",
              position: 2,
              entryId: 'x',
              eventId: 'e1',
              reason: 'altered',
            },
            {
              label:
                "Rompue à l'entrée 4 (un message affiché a été modifié dans la base : le texte : « Police appelée » devenu « Rien »)",
              position: 3,
              entryId: 'y',
              eventId: 'e1',
              reason: 'shown-altered',
            },
          ],
          head: { count: 4, hash: HASH, at: '2026-11-24T21:00:02.000Z' },
        }),
    });
    renderWithSession(
      <SiteEventsDialog
        agencyId="agence-demo"
        siteId="site-1"
        siteName="Entrepôt"
        showChain
        onClose={() => undefined}
      />,
      fixtures.owner,
    );
    expect(await screen.findByText('Ronde de 22 h sans anomalie')).toBeInTheDocument();
    // The event where the seal breaks is marked in the list.
    expect(await screen.findByText('Écart avec la chaîne de preuve')).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Chaîne de preuve : Rompue à l'entrée 3 (une entrée a été modifiée après son enregistrement) (4 entrée(s))",
      ),
    ).toBeInTheDocument();
  });

  it('lists every break, and shows the head to keep', async () => {
    mockApi({
      [`POST ${BASE}/sites-service-events`]: () => json({ total: 0, data: [] }),
      [`GET ${BASE}/sites/site-1/events-chain`]: () =>
        json({
          intact: false,
          count: 4,
          label: "Rompue à l'entrée 4 (un message affiché a été modifié dans la base) et 1 autre écart",
          position: 3,
          entryId: 'y',
          eventId: 'e1',
          reason: 'shown-altered',
          problems: [
            {
              label: "Rompue à l'entrée 4 (un message affiché a été modifié dans la base)",
              position: 3,
              entryId: 'y',
              eventId: 'e1',
              reason: 'shown-altered',
            },
            {
              label: 'Rompue (un événement affiché ne figure pas dans la chaîne : il a été ajouté dans la base)',
              position: null,
              entryId: null,
              eventId: 'e2',
              reason: 'unchained',
            },
          ],
          head: { count: 4, hash: HASH, at: null },
        }),
    });
    renderDialog();
    const list = await screen.findByRole('list', { name: 'Écarts trouvés' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "Rompue à l'entrée 4 (un message affiché a été modifié dans la base)",
      'Rompue (un événement affiché ne figure pas dans la chaîne : il a été ajouté dans la base)',
    ]);
    expect(screen.getByLabelText('Empreinte actuelle')).toHaveTextContent(HASH);
  });

  it('exports the head as a file to keep', async () => {
    const saved: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:empreinte';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const head = {
      format: 'main-courante-empreinte/1',
      agencyId: 'agence-demo',
      siteId: 'site-1',
      siteName: 'Entrepôt',
      count: 4,
      hash: HASH,
      lastEntryAt: '2026-11-24T21:00:02.000Z',
      exportedAt: '2026-12-02T07:00:00.000Z',
      line: `Empreinte de la main courante : 4 entrée(s), empreinte ${HASH}, au 02/12/2026 08:00`,
      hashes: ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64), HASH],
    };
    mockApi({
      [`POST ${BASE}/sites-service-events`]: () => json({ total: 0, data: [] }),
      [`GET ${BASE}/sites/site-1/events-chain`]: intactChain,
      [`GET ${BASE}/sites/site-1/events-chain/head`]: () => json(head),
    });
    try {
      renderDialog();
      expect(await screen.findByText('Chaîne de preuve : Intègre (4 entrée(s))')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: "Exporter l'empreinte" }));
      expect(
        await screen.findByText("Empreinte exportée : gardez ce fichier hors de l'application"),
      ).toBeInTheDocument();
      expect(JSON.parse(await readText(saved[0]))).toEqual(head);
      expect(clicked).toEqual(['empreinte-main-courante-entrepot-2026-12-02.json']);
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('checks a kept head: refuses what is not one, then gives the server’s answer', async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockApi({
      [`POST ${BASE}/sites-service-events`]: () => json({ total: 0, data: [] }),
      [`GET ${BASE}/sites/site-1/events-chain`]: intactChain,
      [`POST ${BASE}/sites/site-1/events-chain/check`]: ({ body }) => {
        bodies.push(body);
        return json({
          unchanged: false,
          matches: false,
          label: "Empreinte non reconnue : l'entrée 2 a changé depuis que l'empreinte a été gardée.",
          count: 3,
          currentCount: 4,
          position: 1,
          seal: JSON.parse(
            JSON.stringify({
              intact: true,
              count: 4,
              label: 'Intègre',
              position: null,
              entryId: null,
              eventId: null,
              reason: null,
              problems: [],
              head: { count: 4, hash: HASH, at: null },
            }),
          ),
        });
      },
    });
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Vérifier une empreinte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vérifier une empreinte' });
    const field = within(dialog).getByLabelText('Empreinte gardée');
    await userEvent.type(field, 'bonjour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
    expect(await within(dialog).findByText(/^Collez l'empreinte gardée : le fichier exporté/)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${BASE}/sites/site-1/events-chain/check`)).toBe(0);

    await userEvent.clear(field);
    expect(within(dialog).queryByText(/^Collez l'empreinte gardée : le fichier exporté/)).not.toBeInTheDocument();
    await userEvent.type(
      field,
      `Empreinte de la main courante : 3 entrée(s), empreinte ${'d'.repeat(64)}, au 01/12/2026 22:10`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
    expect(await within(dialog).findByLabelText('Résultat de la vérification')).toHaveTextContent(
      "Empreinte non reconnue : l'entrée 2 a changé depuis que l'empreinte a été gardée.",
    );
    expect(bodies).toEqual([{ count: 3, hash: 'd'.repeat(64), siteId: null }]);
  });
});
