import type { Checkpoint } from '@securite/domain/rounds/checkpoint-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { checkpointList, roundIds, roundSites, staffWith } from '../../test/rounds-fixtures.ts';
import { CheckpointsPage } from './checkpoints-page.tsx';
import { AGENCY, renderRounds, WAIT } from './testing/render-rounds.tsx';

function mockCalls(initial: Checkpoint[] = checkpointList, remove?: () => Response) {
  let list = initial;
  const fetchMock = mockApi({
    [`GET ${AGENCY}/checkpoints`]: () => json({ checkpoints: list }),
    [`POST ${AGENCY}/fetch/sites`]: () => json({ data: roundSites, total: roundSites.length }),
    [`DELETE ${AGENCY}/checkpoint/${roundIds.toit}`]: () => {
      if (remove) return remove();
      list = list.filter((c) => c.id !== roundIds.toit);
      return new Response(null, { status: 204 });
    },
  });
  return fetchMock;
}

const page = (
  <CheckpointsPage
    checkpointHref={(id) => `/edit/${id}`}
    newHref={(siteId) => (siteId ? `/edit?siteId=${siteId}` : '/edit')}
  />
);

describe('Points de contrôle page', () => {
  it('lists the checkpoints by site with their colour, badge kind and rounds; filters by site and search', async () => {
    mockCalls();
    renderRounds(page, fixtures.owner);
    const table = await screen.findByRole('table', { name: 'Points de contrôle' });
    expect(
      within(table).getByRole('columnheader', { name: /Centre commercial Les Arcades · 3 point\(s\)/ }),
    ).toBeVisible();
    const hall = within(table).getByRole('row', { name: 'Hall d’entrée' });
    expect(within(hall).getByRole('img', { name: 'Couleur : Bleu' })).toBeInTheDocument();
    expect(hall).toHaveTextContent('NFC · 04:A2:3B:C1:D2:80:7F');
    expect(hall).toHaveTextContent('2 rondes');
    expect(hall).toHaveTextContent('Placé sur la carte');
    expect(within(hall).getByRole('link', { name: 'Hall d’entrée' })).toHaveAttribute('href', `/edit/${roundIds.hall}`);
    expect(within(table).getByRole('row', { name: 'Quai de livraison' })).toHaveTextContent('QR · ARC-QUAI');
    expect(within(table).getByRole('row', { name: 'Toit terrasse' })).toHaveTextContent('QR du point');
    expect(within(table).getByRole('row', { name: 'Toit terrasse' })).toHaveTextContent('Aucune ronde');
    expect(within(table).getByRole('row', { name: 'Barrière sortie' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'arc-quai');
    await expect.poll(() => within(table).queryByRole('row', { name: 'Hall d’entrée' }), WAIT).toBeNull();
    expect(within(table).getByRole('row', { name: 'Quai de livraison' })).toBeInTheDocument();
    // The heading counts the site's checkpoints, found or not: the QR sheet prints them all.
    expect(within(table).getByRole('columnheader', { name: /Les Arcades · 3 point\(s\)/ })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Rechercher' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Parking Gare de Lyon' }));
    // The site's checkpoints come in a table drawn afresh: look it up again.
    const filtered = await screen.findByRole('table', { name: 'Points de contrôle' });
    expect(await within(filtered).findByRole('row', { name: 'Barrière sortie' })).toBeInTheDocument();
    expect(within(filtered).queryByRole('row', { name: 'Hall d’entrée' })).not.toBeInTheDocument();
    // A new checkpoint starts on the filtered site.
    expect(screen.getByRole('link', { name: 'Nouveau point de contrôle' })).toHaveAttribute(
      'href',
      `/edit?siteId=${roundIds.parking}`,
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'zzz');
    expect(await screen.findByText('Aucun point de contrôle ne correspond à ces critères.')).toBeInTheDocument();
  });

  it('says when there is none and offers to create one; without checkpoints.create nothing is offered', async () => {
    mockCalls([]);
    const view = renderRounds(page, fixtures.owner);
    expect(await screen.findByText('Aucun point de contrôle pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un point de contrôle' })).toHaveAttribute('href', '/edit');
    view.unmount();

    mockCalls();
    renderRounds(page, staffWith(['checkpoints.edit']));
    await screen.findByRole('table', { name: 'Points de contrôle' });
    expect(screen.queryByRole('link', { name: 'Nouveau point de contrôle' })).not.toBeInTheDocument();
  });

  it('deletes a checkpoint after the confirmation', async () => {
    const fetchMock = mockCalls();
    renderRounds(page, fixtures.owner);
    const table = await screen.findByRole('table', { name: 'Points de contrôle' });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le point de contrôle Toit terrasse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le point de contrôle « Toit terrasse » ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(callsTo(fetchMock, `DELETE ${AGENCY}/checkpoint/${roundIds.toit}`)).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le point de contrôle Toit terrasse' }));
    const again = await screen.findByRole('dialog', { name: 'Supprimer le point de contrôle « Toit terrasse » ?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Le point de contrôle a été supprimé')).toBeInTheDocument();
    await expect.poll(() => within(table).queryByRole('row', { name: 'Toit terrasse' }), WAIT).toBeNull();
  });

  it('shows the server’s refusal of a checkpoint still in a round, and keeps it', async () => {
    const refusal = 'Ce point de contrôle fait partie de 1 ronde(s) : retirez-le de ces rondes avant de le supprimer.';
    mockCalls(checkpointList, () => json({ code: 'CONFLICT', message: refusal }, 409));
    renderRounds(page, fixtures.owner);
    const table = await screen.findByRole('table', { name: 'Points de contrôle' });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le point de contrôle Toit terrasse' }));
    const dialog = await screen.findByRole('dialog', { name: /Toit terrasse/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Toit terrasse' })).toBeInTheDocument();
    expect(screen.queryByText('Le point de contrôle a été supprimé')).not.toBeInTheDocument();
  });

  it('offers no deletion without checkpoints.edit, and prints the QR codes of a site', async () => {
    mockCalls();
    renderRounds(page, staffWith(['checkpoints.create']));
    await screen.findByRole('table', { name: 'Points de contrôle' });
    expect(screen.queryByRole('button', { name: /^Supprimer le point de contrôle/ })).not.toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Imprimer les QR codes du site Centre commercial Les Arcades' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'QR codes – Centre commercial Les Arcades' });
    const sheet = await within(dialog).findByRole('list', { name: 'QR codes à imprimer' });
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(3);
    expect(within(sheet).getByRole('img', { name: 'QR code de Hall d’entrée' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    // The badge's text, or the checkpoint's id when it has none.
    expect(within(sheet).getByText('ARC-QUAI')).toBeInTheDocument();
    expect(within(sheet).getByText(`checkpoint:${roundIds.toit}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Imprimer' })).toBeEnabled();
  });
});
