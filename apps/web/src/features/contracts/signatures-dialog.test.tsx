import type { SignatureTemplate } from '@securite/domain/contracts/contract-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { api } from './contract-test-fixtures.ts';
import { SignaturesDialog } from './signatures-dialog.tsx';

// jsdom draws no canvas: the pad is a stand-in that « draws » a PNG (the browser test uses the real one).
const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB';
vi.mock('./signature-pad-field.tsx', () => ({
  SignaturePadField: ({ onChange, error }: { onChange: (png: string | null) => void; error?: string | null }) => (
    <div>
      <button type="button" onClick={() => onChange(png)}>
        Dessiner
      </button>
      {error && <span>{error}</span>}
    </div>
  ),
}));

const saved: SignatureTemplate = {
  id: 's1b2c3d4-0000-4000-8000-000000000001',
  name: 'Signature du gérant',
  image: png,
  useAsDefault: false,
  createdAt: '2026-01-02T08:00:00.000Z',
};

function openDialog(answer: (body: unknown) => Response = () => json(saved)) {
  const sent: unknown[] = [];
  mockApi({
    [`POST ${api}/fetch/contract-signature-templates`]: () => json({ data: [], total: 0 }),
    [`POST ${api}/contract-signature-template`]: ({ body }) => {
      sent.push(body);
      return answer(body);
    },
  });
  const close = vi.fn();
  renderWithSession(<SignaturesDialog agencyId="agence-demo" canEdit close={close} />, fixtures.owner);
  return { sent, close, dialog: screen.getByRole('dialog', { name: 'Signatures de l’agence' }) };
}

async function startNew(dialog: HTMLElement) {
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Dessiner une signature' }));
  return within(dialog).getByRole('region', { name: 'Nouvelle signature' });
}

afterEach(() => vi.restoreAllMocks());

describe('SignaturesDialog', () => {
  it('asks for a name and a drawing before sending anything', async () => {
    const { sent, dialog } = openDialog();
    const form = await startNew(dialog);
    expect(within(form).getByText('Par exemple « Signature du gérant »')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer la signature' }));
    expect(await within(form).findByText('Obligatoire')).toBeInTheDocument();
    expect(within(form).getByText('Dessinez la signature avant de l’enregistrer.')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nom de la signature' }), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer la signature' }));
    expect(await within(form).findByText('Obligatoire')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the name, the drawing and the default switch, then shows the list again', async () => {
    const success = vi.spyOn(notify, 'success');
    const { sent, dialog } = openDialog();
    const form = await startNew(dialog);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nom de la signature' }), 'Signature du gérant');
    await userEvent.click(within(form).getByRole('button', { name: 'Dessiner' }));
    await userEvent.click(
      within(form).getByRole('switch', { name: 'Signature par défaut de l’agence (apposée sur les contrats envoyés)' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer la signature' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Signature enregistrée'));
    expect(sent).toEqual([{ name: 'Signature du gérant', image: png, useAsDefault: false }]);
    expect(within(dialog).queryByRole('region', { name: 'Nouvelle signature' })).toBeNull();
  });

  it('puts the server’s message on its field, and says so above the form when none names a field', async () => {
    let status = 400;
    const { dialog } = openDialog(() =>
      status === 400
        ? json({ code: 'VALIDATION', message: 'Données invalides', errors: { name: 'Nom déjà pris' } }, 400)
        : json({ code: 'INTERNAL', message: 'Erreur interne' }, 500),
    );
    const form = await startNew(dialog);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nom de la signature' }), 'Gérant');
    await userEvent.click(within(form).getByRole('button', { name: 'Dessiner' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer la signature' }));
    expect(await within(form).findByText('Nom déjà pris')).toBeInTheDocument();
    status = 500;
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer la signature' }));
    expect(await within(form).findByText('La signature n’a pas pu être enregistrée.')).toBeInTheDocument();
  });

  it('asks before losing a started signature on Escape', async () => {
    const { close, dialog } = openDialog();
    const form = await startNew(dialog);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nom de la signature' }), 'Gérant');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuer la saisie' }));
    expect(close).not.toHaveBeenCalled();
    expect(within(form).getByRole('textbox', { name: 'Nom de la signature' })).toHaveValue('Gérant');
  });
});
