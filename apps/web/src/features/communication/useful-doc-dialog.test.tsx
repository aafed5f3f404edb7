import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { UsefulDocDialog } from './useful-doc-dialog.tsx';

afterEach(() => vi.restoreAllMocks());
afterEach(() => vi.unstubAllGlobals());

const pdf = (name: string, text: string, size?: number) => {
  const file = new File([text], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function open(onClose = vi.fn()) {
  renderWithSession(<UsefulDocDialog onClose={onClose} />, fixtures.admin);
  return within(screen.getByRole('dialog', { name: 'Ajouter un document utile' }));
}

describe('UsefulDocDialog (Ajouter un document utile)', () => {
  it('asks for the title and a file of at most 10 Mo before any call, then sends them', async () => {
    const success = vi.spyOn(notify, 'success');
    const sent: unknown[] = [];
    mockApi({
      'POST /api/admin/useful-docs': ({ body }) => {
        sent.push(body);
        return json({
          id: 'd1',
          title: 'Règlement intérieur',
          description: null,
          fileName: 'reglement.pdf',
          contentType: 'application/pdf',
          size: 5,
          createdAt: '2026-12-01T08:00:00.000Z',
        });
      },
    });
    const onClose = vi.fn();
    const dialog = open(onClose);
    expect(dialog.getByText('un PDF ou une image JPEG, PNG ou WebP, 10 Mo au plus')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findByText('Obligatoire')).toBeInTheDocument();
    expect(dialog.getByText('Choisissez un fichier.')).toBeInTheDocument();

    const input = dialog.getByLabelText('Fichier');
    await userEvent.upload(input, pdf('vide.pdf', ''));
    expect(await dialog.findByText('Le fichier est vide.')).toBeInTheDocument();
    await userEvent.upload(input, pdf('gros.pdf', 'x', 10 * 1024 * 1024 + 1));
    expect(await dialog.findByText('Le fichier dépasse 10 Mo')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(dialog.getByRole('textbox', { name: 'Titre' }), '  Règlement intérieur ');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), '   ');
    await userEvent.upload(input, pdf('reglement.pdf', 'hello'));
    expect(await dialog.findByText('reglement.pdf (5 o)')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { title: 'Règlement intérieur', description: null, fileName: 'reglement.pdf', content: btoa('hello') },
    ]);
    expect(success).toHaveBeenCalledWith('Le document est ajouté aux documents utiles.');
  });

  it('puts the server’s message on the file under it', async () => {
    mockApi({
      'POST /api/admin/useful-docs': () =>
        json(
          {
            code: 'VALIDATION',
            message: 'Données invalides',
            errors: { content: 'Le fichier n’est ni un PDF ni une image JPEG, PNG ou WebP.' },
          },
          400,
        ),
    });
    const dialog = open();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Titre' }), 'Règlement');
    await userEvent.upload(dialog.getByLabelText('Fichier'), pdf('reglement.pdf', 'hello'));
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findByText('Le fichier n’est ni un PDF ni une image JPEG, PNG ou WebP.')).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).toBeNull();
  });
});
