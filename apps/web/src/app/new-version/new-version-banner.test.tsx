import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldDatabase } from '../../features/field/queue/field-db.ts';
import { enqueue } from '../../features/field/queue/field-queue.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { withChunkTimeout } from '../../ui/lazy-with-widgets.tsx';
import { NewVersionBanner } from './new-version-banner.tsx';

beforeEach(async () => {
  await fieldDatabase().messages.clear();
});

describe('a new version deployed', () => {
  it('says nothing while the server still serves this version', async () => {
    const api = mockApi({ 'GET /api/version': () => json({ version: '0.1.0', minClientVersion: '0.1.0' }) });
    render(<NewVersionBanner />);
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks to reload once the server wants a newer app', async () => {
    mockApi({ 'GET /api/version': () => json({ version: '9.0.0', minClientVersion: '9.0.0' }) });
    render(<NewVersionBanner />);
    expect(await screen.findByText('Une nouvelle version de l’application est disponible.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger l’application' })).toBeInTheDocument();
  });

  it('never offers the reload while field actions wait to be sent', async () => {
    await enqueue(fieldDatabase(), 'agence-demo', {
      uuid: '11111111-1111-4111-8111-111111111111',
      type: 'service.start',
      serviceId: '22222222-2222-4222-8222-222222222222',
      deviceAt: '2026-12-02T07:00:00.000Z',
    });
    mockApi({ 'GET /api/version': () => json({ version: '9.0.0', minClientVersion: '9.0.0' }) });
    render(<NewVersionBanner />);
    expect(
      await screen.findByText('Rechargement proposé dès que vos 1 action(s) en attente auront été transmises.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recharger l’application' })).toBeNull();
    // Sent: the next look offers the reload.
    await fieldDatabase().messages.toCollection().modify({ consumed: 1 });
    expect(
      await screen.findByRole('button', { name: 'Recharger l’application' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});

describe('a page chunk that never arrives', () => {
  it('fails after 120 s with the chunk error the error boundary offers a reload for', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<string>(() => {});
      const loading = withChunkTimeout(never);
      const failed = expect(loading).rejects.toThrow(/dynamically imported module: délai de 120 s dépassé/);
      await vi.advanceTimersByTimeAsync(120_000);
      await failed;
      await expect(withChunkTimeout(Promise.resolve('ok'))).resolves.toBe('ok');
    } finally {
      vi.useRealTimers();
    }
  });
});
