import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { callsTo, mockApi } from '../../../test/mock-api.ts';
import { renderComponent } from '../../../test/render-component.tsx';
import { AGENCY } from '../agent-fixtures.ts';
import { AgentAvatar } from './agent-avatar.tsx';

const original = URL.createObjectURL;
afterEach(() => {
  URL.createObjectURL = original;
});

describe('AgentAvatar', () => {
  it('shows the initials without a photo, and asks for nothing', () => {
    const fetchMock = mockApi({});
    renderComponent(<AgentAvatar agencyId="agence-demo" photoId={null} firstname="julie" lastname="Moreau" />);
    expect(screen.getByText('JM')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the photo with the bearer token and shows it', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    URL.createObjectURL = vi.fn(() => 'blob:julie');
    const fetchMock = mockApi({
      [`GET ${AGENCY}/files/photo-1/download`]: ({ headers }) => {
        expect(headers.get('Authorization')).toBe('Bearer t');
        return new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { headers: { 'Content-Type': 'image/jpeg' } });
      },
    });
    const { container } = renderComponent(
      <>
        <AgentAvatar
          agencyId="agence-demo"
          photoId="photo-1"
          firstname="Julie"
          lastname="Moreau"
          alt="Photo de Julie"
        />
        <AgentAvatar agencyId="agence-demo" photoId="photo-1" firstname="Julie" lastname="Moreau" />
      </>,
    );
    expect(await screen.findByRole('img', { name: 'Photo de Julie' })).toHaveAttribute('src', 'blob:julie');
    // Beside the name the photo is decorative; both share one download.
    await waitFor(() => expect(container.querySelectorAll('img[src="blob:julie"]')).toHaveLength(2));
    expect(callsTo(fetchMock, `GET ${AGENCY}/files/photo-1/download`)).toBe(1);
  });
});
