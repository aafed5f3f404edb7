import type { MailEventRow } from '@securite/domain/email-tracking/email-tracking-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { EmailTrackingPage } from './email-tracking-page.tsx';

const BASE = '/api/agency/agence-demo';
const MAIL = '11111111-1111-4111-8111-111111111111';
afterEach(() => vi.unstubAllGlobals());

const row = (id: string, type: MailEventRow['type'], at: string, detail: string | null = null): MailEventRow => ({
  id,
  type,
  at,
  detail,
  mail: { id: MAIL, kind: 'invoice', to: 'compta@client.fr', subject: 'Votre facture - F-2026-0001', attachments: 1 },
});

describe('EmailTrackingPage', () => {
  it('lists the events newest first, filters by event, and opens a mail with its history, content and files', async () => {
    const bodies: Array<{ filters: { types?: string[] } }> = [];
    mockApi({
      [`POST ${BASE}/fetch/emails/events`]: ({ body }) => {
        const request = body as { filters: { types?: string[] } };
        bodies.push(request);
        const rows = [
          row('e3', 'opened', '2026-11-20T09:30:00.000Z'),
          row('e2', 'delivered', '2026-11-20T09:00:01.000Z', '250 OK'),
          row('e1', 'queued', '2026-11-20T09:00:00.000Z'),
        ].filter((r) => !request.filters.types || request.filters.types.includes(r.type));
        return json({ data: rows, total: rows.length });
      },
      [`GET ${BASE}/fetch/emails/${MAIL}/content`]: () =>
        json({
          id: MAIL,
          kind: 'invoice',
          to: 'compta@client.fr',
          subject: 'Votre facture - F-2026-0001',
          text: 'Bonjour,\nveuillez trouver votre facture.',
          html: null,
          createdAt: '2026-11-20T09:00:00.000Z',
          events: [
            { type: 'queued', at: '2026-11-20T09:00:00.000Z', detail: null },
            { type: 'opened', at: '2026-11-20T09:30:00.000Z', detail: null },
          ],
        }),
      [`GET ${BASE}/fetch/emails/${MAIL}/attachments`]: () =>
        json([{ id: 'f1', filename: 'facture-F-2026-0001.pdf', contentType: 'application/pdf', size: 20480 }]),
    });
    renderWithSession(<EmailTrackingPage />, fixtures.owner);

    const table = await screen.findByRole('table', { name: 'Événements des e-mails' });
    const lines = within(table).getAllByRole('row').slice(1);
    expect(lines.map((line) => within(line).getAllByRole('cell')[1].textContent)).toEqual([
      'Ouvert',
      'Remis',
      'En file',
    ]);
    expect(within(lines[1]).getByText('250 OK')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Événement' }));
    await userEvent.click(screen.getByRole('option', { name: 'Ouvert' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(bodies.at(-1)?.filters.types).toEqual(['opened']);

    await userEvent.click(within(table).getByText('compta@client.fr'));
    const dialog = await screen.findByRole('dialog', { name: 'Votre facture - F-2026-0001' });
    expect(await within(dialog).findByText(/veuillez trouver votre facture/)).toBeInTheDocument();
    const history = within(dialog).getByRole('region', { name: 'Historique' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(await within(dialog).findByRole('button', { name: 'facture-F-2026-0001.pdf (20 Ko)' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when nothing was sent yet', async () => {
    mockApi({ [`POST ${BASE}/fetch/emails/events`]: () => json({ data: [], total: 0 }) });
    renderWithSession(<EmailTrackingPage />, fixtures.owner);
    expect(await screen.findByText("Aucun e-mail envoyé pour l'instant.")).toBeInTheDocument();
  });
});
