import type { Article, Section } from '@securite/domain/shop/catalogue-schemas';
import { validationMessages as m } from '@securite/domain/validation/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { callsTo, json, mockApi } from '../../../test/mock-api.ts';
import { renderComponent } from '../../../test/render-component.tsx';
import { SectionDialog } from './section-dialog.tsx';

const article = (id: string, label: string): Article => ({
  id,
  type: null,
  label,
  description: null,
  unitPriceCents: 1500,
  agentsCount: 0,
  needsShipping: true,
  deliveryFeesCents: 0,
  active: true,
  createdAt: '2026-03-01T08:00:00.000Z',
});
const badge = article('5c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e01', 'Badge NFC');
const tag = article('5c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e02', 'Tag de ronde');
const section: Section = {
  id: '5c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e10',
  title: 'Matériel',
  description: null,
  active: true,
  highlight: false,
  position: 2,
  sectionArticles: [{ id: '5c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e11', position: 0, featured: true, article: badge }],
  createdAt: '2026-03-01T08:00:00.000Z',
};

describe('Rubrique de la boutique', () => {
  it('asks for a title and an integer position before any call, then creates it with its articles', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      'POST /api/admin/fetch/subscription-articles': () => json({ data: [badge, tag], total: 2 }),
      'POST /api/admin/subscription-section': ({ body }) => {
        sent.push(body);
        return json({ ...section, title: 'Ronde' });
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderComponent(<SectionDialog section={null} onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouvelle rubrique' }));

    await user.clear(dialog.getByLabelText('Position'));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText(m.required)).toBeInTheDocument();
    expect(dialog.getByText(m.integer)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/subscription-section')).toBe(0);

    await user.type(dialog.getByLabelText(/Titre/), 'Ronde');
    await user.type(dialog.getByLabelText('Position'), '3');
    await user.click(dialog.getByRole('switch', { name: 'Mise en avant' }));
    await user.click(dialog.getByRole('combobox', { name: 'Articles de la rubrique' }));
    await user.click(await screen.findByRole('option', { name: 'Tag de ronde' }));
    await user.click(dialog.getByRole('combobox', { name: 'Articles de la rubrique' }));
    await user.click(await screen.findByRole('option', { name: 'Badge NFC' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Badge NFC — recommandé' }));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('La rubrique a été créée')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        id: null,
        title: 'Ronde',
        description: null,
        active: true,
        highlight: true,
        position: 3,
        sectionArticles: [
          { articleId: tag.id, position: 0, featured: false },
          { articleId: badge.id, position: 1, featured: true },
        ],
      },
    ]);
  });

  it('edits a section with the articles it already holds, through PATCH', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: unknown[] = [];
    mockApi({
      'POST /api/admin/fetch/subscription-articles': () => json({ data: [badge, tag], total: 2 }),
      'PATCH /api/admin/subscription-section': ({ body }) => {
        sent.push(body);
        return json(section);
      },
    });
    const user = userEvent.setup();
    renderComponent(<SectionDialog section={section} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier « Matériel »' }));
    expect(dialog.getByRole('checkbox', { name: 'Badge NFC — recommandé' })).toBeChecked();
    await user.type(dialog.getByLabelText('Description'), 'Badges et tags');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La rubrique a été modifiée')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: section.id,
        title: 'Matériel',
        description: 'Badges et tags',
        active: true,
        highlight: false,
        position: 2,
        sectionArticles: [{ articleId: badge.id, position: 0, featured: true }],
      },
    ]);
  });
});
