import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// jsdom draws neither PDF nor canvas: the viewer and the pad are stand-ins here (the browser test uses the real ones).
vi.mock('./pdf-pages.tsx', () => ({
  PdfPages: ({ url }: { url: string }) => <a href={url}>Ouvrir le contrat en PDF</a>,
}));
vi.mock('../signature-pad-field.tsx', () => ({
  SignaturePadField: ({ onChange, error }: { onChange: (png: string | null) => void; error?: string | null }) => (
    <div>
      <button type="button" onClick={() => onChange('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB')}>
        Dessiner
      </button>
      {error && <span>{error}</span>}
    </div>
  ),
}));

beforeAll(async () => {
  await import('./signature-page.tsx');
}, 300_000);

const id = 'k1b2c3d4-0000-4000-8000-000000000001';
const token = 'A'.repeat(43);
const path = `/api/contract/customer/${id}/${token}`;
const view = {
  contract: { id, kind: 'customer', title: 'Contrat de gardiennage', reference: 'CTR-0001' },
  agencyName: 'Sécurité Démo',
  signerName: 'Claire Durand',
  expiresAt: '2026-02-01T10:00:00.000Z',
  documentSha256: 'a'.repeat(64),
};

describe('public signature page', () => {
  it('shows the contract without login, needs the drawing and the consent, then thanks the signer', async () => {
    const submitted: Array<Record<string, unknown>> = [];
    mockApi({
      [`GET ${path}`]: () => json(view),
      'POST /api/contract/customer/signature': ({ body }) => {
        submitted.push(body as Record<string, unknown>);
        // The first answer is lost on the way (no network): the retry must be the same submission.
        if (submitted.length === 1) throw new TypeError('Failed to fetch');
        return json({
          contractId: id,
          title: 'Contrat de gardiennage',
          agencyName: 'Sécurité Démo',
          signedAt: '2026-01-05T10:00:00.000Z',
          documentSha256: 'a'.repeat(64),
        });
      },
    });
    renderApp(`/signature/customer/${id}/${token}`);
    expect(
      await screen.findByRole('heading', { name: 'Contrat de gardiennage' }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sécurité Démo vous invite à signer')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ouvrir le contrat en PDF' })).toHaveAttribute(
      'href',
      `${path}/pdf`,
    );
    expect(screen.getByRole('textbox', { name: /Nom et prénom du signataire/ })).toHaveValue('Claire Durand');
    await userEvent.click(screen.getByRole('button', { name: 'Signer le contrat' }));
    expect(await screen.findByText('Dessinez votre signature avant de valider.')).toBeInTheDocument();
    expect(screen.getByText('Cochez la case pour accepter de signer électroniquement ce contrat.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dessiner' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /j’accepte de le signer électroniquement/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Signer le contrat' }));
    expect(await screen.findByText(/Réessayez : elle ne sera enregistrée qu’une fois/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Signer le contrat' }));
    expect(await screen.findByRole('heading', { name: 'Merci, le contrat est signé' })).toBeInTheDocument();
    expect(submitted).toHaveLength(2);
    expect(submitted[1]).toEqual(submitted[0]);
    expect(submitted[0]).toMatchObject({ id, token, signerName: 'Claire Durand', consent: true });
  });

  it('says when the link was used, has expired or is wrong', async () => {
    const answers = {
      used: json(
        {
          code: 'GONE',
          message: 'Ce lien de signature a déjà été utilisé : le contrat est signé.',
          details: { linkState: 'used' },
        },
        410,
      ),
      expired: json(
        { code: 'GONE', message: 'Ce lien de signature a expiré.', details: { linkState: 'expired' } },
        410,
      ),
      wrong: json({ code: 'NOT_FOUND', message: 'Introuvable', details: { linkState: 'wrong' } }, 404),
    };
    for (const [state, title] of [
      ['used', 'Contrat déjà signé'],
      ['expired', 'Lien de signature expiré'],
      ['wrong', 'Lien de signature invalide'],
    ] as const) {
      mockApi({ [`GET ${path}`]: () => answers[state].clone() });
      const { unmount } = renderApp(`/signature/customer/${id}/${token}`);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      unmount();
    }
    renderApp(`/signature/autre/${id}/${token}`);
    expect(await screen.findByRole('heading', { name: 'Lien de signature invalide' })).toBeInTheDocument();
  });
});
