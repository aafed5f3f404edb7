import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../api/session.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { invoice } from './billing-fixtures.ts';
import { families } from './document-families.ts';
import { DocumentFilesSection } from './document-files-section.tsx';

const BASE = '/api/agency/agence-demo';
const INVOICE = `${BASE}/invoice/${invoice().id}`;
const scan = { id: 'f-1', name: 'bon-signé.pdf', contentType: 'application/pdf', size: 2048 };
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Harness({ initial }: { initial: CommercialDocument }) {
  const [doc, setDoc] = useState(initial);
  const { actor } = useSession();
  return (
    <DocumentFilesSection
      agencyId="agence-demo"
      actor={actor}
      family={families.invoices}
      doc={doc}
      onChanged={setDoc}
    />
  );
}

describe('the attachments of a document', () => {
  it('uploads a file and attaches it, then deletes it after confirmation', async () => {
    const attached: unknown[] = [];
    let deleted = 0;
    mockApi({
      [`POST ${BASE}/upload`]: ({ url }) => {
        expect(url).toContain('purpose=commercial-document');
        return json({ ...scan, purpose: 'commercial-document', createdAt: '2026-11-02T10:00:00.000Z' });
      },
      [`POST ${INVOICE}/files`]: ({ body }) => {
        attached.push(body);
        return json(invoice({ status: 'draft', files: [scan] }));
      },
      [`DELETE ${INVOICE}/files/f-1`]: () => {
        deleted += 1;
        return json(invoice({ status: 'draft', files: [] }));
      },
    });
    renderWithSession(<Harness initial={invoice({ status: 'draft' })} />, fixtures.owner);
    expect(screen.getByText('Aucune pièce jointe.')).toBeInTheDocument();

    const file = new File(['%PDF-1.4'], 'bon-signé.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Fichier de la pièce jointe'), file);
    expect(await screen.findByText('bon-signé.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 Ko')).toBeInTheDocument();
    expect(attached).toEqual([{ fileId: 'f-1' }]);
    expect(screen.getByRole('button', { name: 'Télécharger' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer bon-signé.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette pièce jointe ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aucune pièce jointe.')).toBeInTheDocument();
    expect(deleted).toBe(1);
  });
});
