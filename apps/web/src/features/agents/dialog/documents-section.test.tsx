import type { AgentDocument } from '@securite/domain/agents/agent-document-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { callsTo, json, mockApi } from '../../../test/mock-api.ts';
import { renderComponent } from '../../../test/render-component.tsx';
import { AGENCY, agentRecord } from '../agent-fixtures.ts';
import { DocumentsSection } from './documents-section.tsx';

const agent = agentRecord('membre-1', 'Karim', 'Benali');
const DOCUMENTS = `${AGENCY}/agent/membre-1/documents`;

const document = (id: string, extra: Partial<AgentDocument> = {}): AgentDocument => ({
  id,
  name: `${id}.pdf`,
  label: null,
  category: 'other',
  contentType: 'application/pdf',
  size: 1_288_490,
  createdAt: '2026-03-05T10:00:00.000Z',
  createdBy: 'Gérant Démo',
  ...extra,
});

function show(canEdit: boolean) {
  tokenStore.set({ token: 't', refresh_token: 'r' });
  return renderComponent(<DocumentsSection agencyId="agence-demo" agent={agent} canEdit={canEdit} />);
}

describe('Documents of the agent dialog', () => {
  it('lists the documents with their category, date and size', async () => {
    mockApi({
      [`GET ${DOCUMENTS}`]: () =>
        json({
          data: [document('contrat', { label: 'CDI signé', category: 'contract' }), document('cni', { size: 2048 })],
          total: 2,
        }),
    });
    show(true);
    const list = await screen.findByRole('list', { name: 'Documents du collaborateur' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('CDI signé');
    expect(items[0]).toHaveTextContent('Contrat de travail · ajouté le 05/03/2026 · 1,2 Mo');
    expect(items[1]).toHaveTextContent('cni.pdf');
    expect(items[1]).toHaveTextContent('Autre document · ajouté le 05/03/2026 · 2 Ko');
  });

  it('uploads several files with the chosen category, then attaches them at once', async () => {
    const uploaded: string[] = [];
    const fetchMock = mockApi({
      [`GET ${DOCUMENTS}`]: () => json({ data: [], total: 0 }),
      [`POST ${AGENCY}/upload`]: ({ body, url }) => {
        expect(url).toContain('purpose=agent-document');
        const file = (body as FormData).get('file') as File;
        uploaded.push(file.name);
        return json({
          id: `f-${uploaded.length}`,
          name: file.name,
          contentType: 'application/pdf',
          size: file.size,
          purpose: 'agent-document',
          createdAt: '2026-03-05T10:00:00.000Z',
        });
      },
      [`POST ${DOCUMENTS}`]: ({ body }) => {
        expect(body).toEqual({
          documents: [
            { fileId: 'f-1', category: 'certificate' },
            { fileId: 'f-2', category: 'certificate' },
          ],
        });
        const data = [
          document('f-2', { name: 'ssiap.pdf', category: 'certificate' }),
          document('f-1', { name: 'sst.pdf', category: 'certificate' }),
        ];
        return json({ data, total: 2 });
      },
    });
    const user = userEvent.setup();
    show(true);
    expect(await screen.findByText('Aucun document joint à la fiche.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Catégorie des documents ajoutés' }));
    await user.click(screen.getByRole('option', { name: 'Diplôme ou certificat' }));
    const files = [
      new File(['%PDF-1'], 'sst.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1'], 'ssiap.pdf', { type: 'application/pdf' }),
    ];
    await user.upload(screen.getByLabelText('Ajouter des documents'), files);
    expect(await screen.findByText('2 documents ajoutés.')).toBeInTheDocument();
    expect(uploaded).toEqual(['sst.pdf', 'ssiap.pdf']);
    const items = within(screen.getByRole('list', { name: 'Documents du collaborateur' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('ssiap.pdf'),
      expect.stringContaining('sst.pdf'),
    ]);
    expect(callsTo(fetchMock, `POST ${DOCUMENTS}`)).toBe(1);
  });

  it('shows the server’s refusal and attaches nothing', async () => {
    const fetchMock = mockApi({
      [`GET ${DOCUMENTS}`]: () => json({ data: [], total: 0 }),
      [`POST ${AGENCY}/upload`]: () =>
        json(
          {
            code: 'FILE_REFUSED',
            message: 'Ce format de fichier n’est pas accepté : choisissez un PDF ou une image JPEG, PNG ou WebP.',
          },
          422,
        ),
    });
    const user = userEvent.setup({ applyAccept: false });
    show(true);
    await screen.findByText('Aucun document joint à la fiche.');
    await user.upload(
      screen.getByLabelText('Ajouter des documents'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(
      await screen.findByText(
        'Ce format de fichier n’est pas accepté : choisissez un PDF ou une image JPEG, PNG ou WebP.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${DOCUMENTS}`)).toBe(0);
  });

  it('deletes a document after the confirmation, and downloads one', async () => {
    let documents = [document('contrat', { label: 'CDI signé' }), document('cni')];
    const originalCreate = URL.createObjectURL;
    URL.createObjectURL = vi.fn(() => 'blob:document');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = mockApi({
      [`GET ${DOCUMENTS}`]: () => json({ data: documents, total: documents.length }),
      [`DELETE ${DOCUMENTS}/contrat`]: () => {
        documents = documents.filter((d) => d.id !== 'contrat');
        return json({ message: 'Le document a été supprimé.' });
      },
      [`GET ${AGENCY}/files/cni/download`]: () =>
        new Response(new Blob(['%PDF']), {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="cni.pdf"' },
        }),
    });
    const user = userEvent.setup();
    show(true);
    await user.click(await screen.findByRole('button', { name: 'Supprimer CDI signé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce document ?' });
    expect(dialog).toHaveTextContent('« CDI signé » sera retiré de la fiche du collaborateur.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Le document a été supprimé.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('CDI signé')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `DELETE ${DOCUMENTS}/contrat`)).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Télécharger cni.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    URL.createObjectURL = originalCreate;
  });

  it('is read-only without the right to edit agents', async () => {
    mockApi({ [`GET ${DOCUMENTS}`]: () => json({ data: [document('cni')], total: 1 }) });
    show(false);
    expect(await screen.findByRole('button', { name: 'Télécharger cni.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer cni.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Ajouter des documents')).not.toBeInTheDocument();
  });
});
