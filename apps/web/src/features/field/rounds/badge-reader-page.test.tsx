import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderWithSession } from '../../../test/render-with-session.tsx';
import { BadgeReaderPage } from './badge-reader-page.tsx';

// jsdom has no camera: here the QR scanner is a button per code shown to it.
vi.mock('./qr-scan-dialog.tsx', () => ({
  QrScanDialog: ({ onRead }: { onRead: (text: string) => void }) => (
    <div role="dialog" aria-label="Caméra">
      {['NFC-04A1', 'INCONNU'].map((code) => (
        <button key={code} type="button" onClick={() => onRead(code)}>
          {code}
        </button>
      ))}
    </div>
  ),
}));

const BASE = '/api/agency/agence-demo';

describe('BadgeReaderPage (terrain/nfc)', () => {
  it('says which checkpoint a scanned badge is, or that the agency does not know it', async () => {
    mockApi({
      [`GET ${BASE}/badge-infos/NFC-04A1`]: () =>
        json({
          checkpoint: {
            id: 'p1',
            title: 'Poste de garde',
            color: '#1976d2',
            badge: 'NFC-04A1',
            site: { id: 's1', name: 'Entrepôt Logistique Gennevilliers' },
          },
          rounds: [{ id: 'r1', name: 'Ronde périmétrique de nuit' }],
        }),
      [`GET ${BASE}/badge-infos/INCONNU`]: () =>
        json({ code: 'NOT_FOUND', message: 'Badge inconnu : ce n’est pas un point de contrôle de l’agence' }, 404),
    });
    renderWithSession(<BadgeReaderPage />, fixtures.agent);
    await userEvent.click(screen.getByRole('button', { name: 'Scanner un QR code' }));
    await userEvent.click(screen.getByRole('button', { name: 'NFC-04A1' }));
    expect(await screen.findByRole('heading', { name: 'Poste de garde' })).toBeInTheDocument();
    expect(screen.getByText('Site : Entrepôt Logistique Gennevilliers')).toBeInTheDocument();
    expect(screen.getByText('Rondes : Ronde périmétrique de nuit')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Scanner un QR code' }));
    await userEvent.click(screen.getByRole('button', { name: 'INCONNU' }));
    expect(
      await screen.findByText('Badge inconnu : ce n’est pas un point de contrôle de l’agence'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Poste de garde' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Lire un badge NFC' }));
    expect(screen.getByText('La lecture NFC n’est pas disponible sur ce téléphone')).toBeInTheDocument();
  });
});
