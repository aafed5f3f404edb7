import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { callsTo, json, mockApi } from '../../../test/mock-api.ts';
import { renderComponent } from '../../../test/render-component.tsx';
import { AGENCY, agentRecord } from '../agent-fixtures.ts';
import { PhotoField } from './photo-field.tsx';

const PHOTO = `${AGENCY}/agent/membre-1/photo`;
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  tokenStore.set({ token: 't', refresh_token: 'r' });
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

const image = () =>
  new Response(new Blob(['png'], { type: 'image/png' }), { headers: { 'Content-Type': 'image/png' } });

describe('the agent’s photo in the dialog', () => {
  it('shows the initials without a photo, then uploads one and makes it the agent’s photo', async () => {
    const fetchMock = mockApi({
      [`POST ${AGENCY}/upload`]: ({ body, url }) => {
        expect(url).toContain('purpose=agent-photo');
        expect(((body as FormData).get('file') as File).name).toBe('moi.png');
        return json({
          id: 'photo-1',
          name: 'moi.png',
          contentType: 'image/png',
          size: 3,
          purpose: 'agent-photo',
          createdAt: '2026-03-05T10:00:00.000Z',
        });
      },
      [`PUT ${PHOTO}`]: ({ body }) => {
        expect(body).toEqual({ fileId: 'photo-1' });
        return json({ profilePicture: 'photo-1' });
      },
    });
    const user = userEvent.setup();
    renderComponent(<PhotoField agencyId="agence-demo" agent={agentRecord('membre-1', 'Karim', 'Benali')} canChange />);
    expect(screen.getByText('KB')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Ajouter une photo'), new File(['png'], 'moi.png', { type: 'image/png' }));
    expect(await screen.findByText('La photo a été enregistrée.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT ${PHOTO}`)).toBe(1);
  });

  it('shows the photo and removes it after the confirmation', async () => {
    const fetchMock = mockApi({
      [`GET ${AGENCY}/files/photo-1/download`]: image,
      [`DELETE ${PHOTO}`]: () => json({ profilePicture: null }),
    });
    const user = userEvent.setup();
    renderComponent(
      <PhotoField
        agencyId="agence-demo"
        agent={agentRecord('membre-1', 'Karim', 'Benali', { profilePicture: 'photo-1' })}
        canChange
      />,
    );
    expect(await screen.findByRole('img', { name: 'Photo de Karim Benali' })).toHaveAttribute('src', 'blob:photo');
    expect(screen.getByLabelText('Changer la photo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirer la photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer la photo ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('La photo a été retirée.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, `DELETE ${PHOTO}`)).toBe(1));
  });

  it('shows the server’s refusal of a file that is not an image', async () => {
    const fetchMock = mockApi({
      [`POST ${AGENCY}/upload`]: () =>
        json(
          {
            code: 'FILE_REFUSED',
            message: 'Ce format de fichier n’est pas accepté : choisissez une image JPEG, PNG ou WebP.',
          },
          422,
        ),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderComponent(<PhotoField agencyId="agence-demo" agent={agentRecord('membre-1', 'Karim', 'Benali')} canChange />);
    await user.upload(
      screen.getByLabelText('Ajouter une photo'),
      new File(['x'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText('Ce format de fichier n’est pas accepté : choisissez une image JPEG, PNG ou WebP.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT ${PHOTO}`)).toBe(0);
  });

  it('offers no change without the right to edit agents', async () => {
    mockApi({ [`GET ${AGENCY}/files/photo-1/download`]: image });
    renderComponent(
      <PhotoField
        agencyId="agence-demo"
        agent={agentRecord('membre-1', 'Karim', 'Benali', { profilePicture: 'photo-1' })}
        canChange={false}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Photo de Karim Benali' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Changer la photo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer la photo' })).not.toBeInTheDocument();
  });
});
