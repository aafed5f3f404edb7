import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { checkpoint, checkpointList, roundIds, roundSites, staffWith } from '../../test/rounds-fixtures.ts';
import { CheckpointEditPage } from './checkpoint-edit-page.tsx';
import type { CheckpointMapProps } from './checkpoint-map.tsx';
import { AGENCY, renderRounds, WAIT } from './testing/render-rounds.tsx';

// Leaflet draws nothing in jsdom: the map is a button that places the checkpoint.
vi.mock('./checkpoint-map.tsx', () => ({
  CheckpointMap: ({ label, onChange, site }: CheckpointMapProps) => (
    <button
      type="button"
      aria-label={label}
      data-site={site?.location ? `${site.location.latitude},${site.location.longitude}` : 'aucun'}
      disabled={!onChange}
      onClick={() => onChange?.({ latitude: 48.8409, longitude: 2.549 })}
    />
  ),
}));

function mockCalls(save: (body: unknown) => Response = (body) => json(checkpoint(body as object))) {
  const saved: unknown[] = [];
  const fetchMock = mockApi({
    [`GET ${AGENCY}/checkpoints`]: () => json({ checkpoints: checkpointList }),
    [`POST ${AGENCY}/fetch/sites`]: () => json({ data: roundSites, total: roundSites.length }),
    [`POST ${AGENCY}/checkpoint`]: ({ body }) => {
      saved.push(body);
      return save(body);
    },
    [`DELETE ${AGENCY}/checkpoint/${roundIds.hall}`]: () => new Response(null, { status: 204 }),
  });
  return { saved, fetchMock };
}

const edit = (id: string | null) => <CheckpointEditPage id={id} listHref="/liste" />;

describe('Point de contrôle page', () => {
  it('creates a checkpoint on the site of the list’s filter: title, badge, colour and place', async () => {
    const { saved } = mockCalls();
    const { router } = renderRounds(edit(null), fixtures.owner, `/page?siteId=${roundIds.arcades}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau point de contrôle' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Site' })).toHaveValue('Centre commercial Les Arcades');
    // The map starts at the site's position.
    expect(screen.getByRole('button', { name: 'Carte du point de contrôle' })).toHaveAttribute(
      'data-site',
      '48.8406,2.5486',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Titre' }), 'Issue de secours');
    await userEvent.type(screen.getByRole('textbox', { name: 'Badge' }), '04:11:22:33');
    await userEvent.click(screen.getByRole('radio', { name: 'Orange' }));
    await userEvent.click(screen.getByRole('button', { name: 'Carte du point de contrôle' }));
    expect(screen.getByRole('status')).toHaveTextContent('Position : 48,8409, 2,549');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Le point de contrôle a été enregistré')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        title: 'Issue de secours',
        siteId: roundIds.arcades,
        location: { latitude: 48.8409, longitude: 2.549 },
        color: '#ff9800',
        badge: '04:11:22:33',
      },
    ]);
    expect(router.state.location.pathname).toBe('/liste');
  });

  it('asks for the title and the site before saving anything', async () => {
    const { fetchMock } = mockCalls();
    renderRounds(edit(null), fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findAllByText('Obligatoire')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Titre' })).toBeInvalid();
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeInvalid();
    expect(callsTo(fetchMock, `POST ${AGENCY}/checkpoint`)).toBe(0);
  });

  it('edits a checkpoint, shows the server’s refusal of a badge already given, and takes its position away', async () => {
    const taken = 'Ce badge est déjà attribué au point de contrôle « Quai de livraison ».';
    let refuse = true;
    const { saved } = mockCalls((body) =>
      refuse ? json({ code: 'CONFLICT', message: taken }, 409) : json(checkpoint(body as object)),
    );
    const { router } = renderRounds(edit(roundIds.hall), fixtures.owner);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Point de contrôle « Hall d’entrée »' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Hall d’entrée');
    expect(screen.getByRole('radio', { name: 'Bleu' })).toBeChecked();
    const badge = screen.getByRole('textbox', { name: 'Badge' });
    expect(badge).toHaveValue('04:A2:3B:C1:D2:80:7F');
    await userEvent.clear(badge);
    await userEvent.type(badge, 'ARC-QUAI');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/page');

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la position' }));
    expect(screen.getByRole('status')).toHaveTextContent('Pas de position.');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expect.poll(() => router.state.location.pathname, WAIT).toBe('/liste');
    expect(saved.at(-1)).toMatchObject({ id: roundIds.hall, badge: 'ARC-QUAI', location: null });
  });

  it('deletes the checkpoint after the confirmation and goes back to the list', async () => {
    const { fetchMock } = mockCalls();
    const { router } = renderRounds(edit(roundIds.hall), fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le point de contrôle « Hall d’entrée » ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect.poll(() => router.state.location.pathname, WAIT).toBe('/liste');
    expect(callsTo(fetchMock, `DELETE ${AGENCY}/checkpoint/${roundIds.hall}`)).toBe(1);
  });

  it('is read-only without checkpoints.edit, and says when the checkpoint does not exist', async () => {
    mockCalls();
    const view = renderRounds(edit(roundIds.quai), staffWith(['checkpoints.create']));
    expect(
      await screen.findByText(/Consultation seule : l’enregistrement demande l’autorisation « Modifier les points/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Titre' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Badge' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Orange' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Carte du point de contrôle' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute('href', '/liste');
    view.unmount();

    renderRounds(edit('c0c0c0c0-0000-4000-8000-0000000000ff'), fixtures.owner);
    expect(await screen.findByText('Point de contrôle introuvable')).toBeInTheDocument();
  });
});
