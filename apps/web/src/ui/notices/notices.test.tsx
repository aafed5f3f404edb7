import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOTICE_TIMEOUT_MS, notify } from './notice-store.ts';
import { Notices } from './notices.tsx';

describe('notices', () => {
  it('closes a notice by itself after 2500 ms', () => {
    vi.useFakeTimers();
    render(<Notices />);
    act(() => {
      notify.success('Vos modifications ont été enregistrées avec succès');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Vos modifications ont été enregistrées avec succès');
    act(() => vi.advanceTimersByTime(NOTICE_TIMEOUT_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(NOTICE_TIMEOUT_MS).toBe(2500);
  });

  it('stacks notices of every severity, errors as alerts with their caption', () => {
    render(<Notices />);
    act(() => {
      notify.info('Information');
      notify.warning('Attention');
      notify.error('Erreur: fichiers volumineux', { caption: 'Limite dépassée' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Information');
    expect(screen.getByText('Limite dépassée')).toBeInTheDocument();
  });

  it('can be closed by hand and kept until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Notices />);
    act(() => {
      notify.error('Persistante', { timeout: null });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Persistante');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
