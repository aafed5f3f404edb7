import type { InformationNote } from '@securite/domain/information-notes/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { agentUser, informationNote } from '../../test/workforce-fixtures.ts';

const api = '/api/agency/agence-demo';
const noteId = 'c1b2c3d4-0000-4000-8000-000000000001';

describe('Notes d’information', () => {
  it('an agent reads the notes for them: unread ones stand out until marked as read', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let note: InformationNote = informationNote(noteId);
    const fetchMock = mockApi({
      'GET /api/user': () => json(agentUser),
      [`POST ${api}/fetch/informationNotes`]: () => json({ data: [note], total: 1, unread: note.read ? 0 : 1 }),
      [`PATCH ${api}/informationNoteUserCompany/${noteId}`]: () => {
        note = { ...note, read: true, readAt: '2026-06-04T08:00:00.000Z' };
        return json(note);
      },
    });
    renderApp('/planification/note-information');
    const card = await screen.findByRole('article', { name: 'Nouvelles tenues d’hiver' });
    expect(screen.getByText('1 note non lue')).toBeInTheDocument();
    expect(within(card).getByText('Non lue')).toBeInTheDocument();
    expect(within(card).getByText(/^Par Gérard Martin, le 3 juin 2026/)).toBeInTheDocument();
    // Agents neither publish nor delete.
    expect(screen.queryByRole('button', { name: 'Nouvelle note' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Marquer comme lue' }));
    expect(callsTo(fetchMock, `PATCH /agency/agence-demo/informationNoteUserCompany/${noteId}`)).toBe(1);
    await screen.findByText('Les informations internes de l’agence.');
    expect(within(card).queryByText('Non lue')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Marquer comme lue' })).not.toBeInTheDocument();
  });

  it('the owner publishes a note for an audience and deletes one after confirming', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let notes: InformationNote[] = [informationNote(noteId, { read: true })];
    const published: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/informationNotes`]: () => json({ data: notes, total: notes.length, unread: 0 }),
      [`POST ${api}/informationNote`]: ({ body }) => {
        published.push(body);
        const created = informationNote('c1b2c3d4-0000-4000-8000-000000000002', {
          title: 'Réunion d’équipe',
          audience: 'staff',
          read: true,
        });
        notes = [created, ...notes];
        return json(created);
      },
      [`DELETE ${api}/informationNote/${noteId}`]: () => {
        notes = notes.filter((n) => n.id !== noteId);
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/planification/note-information');
    await screen.findByRole('article', { name: 'Nouvelles tenues d’hiver' });
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle note d’information' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Titre/ }), 'Réunion d’équipe');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Contenu/ }), 'Lundi à 9 h.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Destinataires' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Équipe agence' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('La note d’information a été publiée.')).toBeInTheDocument();
    expect(published).toEqual([{ title: 'Réunion d’équipe', content: 'Lundi à 9 h.', audience: 'staff' }]);
    const created = await screen.findByRole('article', { name: 'Réunion d’équipe' });
    expect(within(created).getByText('Équipe agence')).toBeInTheDocument();

    const old = screen.getByRole('article', { name: 'Nouvelles tenues d’hiver' });
    await userEvent.click(within(old).getByRole('button', { name: 'Supprimer la note « Nouvelles tenues d’hiver »' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Supprimer cette note d’information ?' });
    await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('La note d’information a été supprimée.')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Nouvelles tenues d’hiver' })).not.toBeInTheDocument(),
    );
  });
});
