import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { noticeStore } from '../notices/notice-store.ts';
import { confirm, confirmThenRun } from './confirm-dialog.tsx';
import { DialogHost } from './dialog-host.tsx';
import {
  DIALOG_LOADING_DELAY_MS,
  DIALOG_LOADING_TIMEOUT_MS,
  type DialogControls,
  defineDialog,
  dialogLoading,
} from './dialog-store.ts';

const failureText =
  'Une erreur est survenue pendant le chargement de la fenêtre. Veuillez vérifier votre connexion internet.';

function Hello({ name, close }: { name: string } & DialogControls<string>) {
  return (
    <button type="button" onClick={() => close(`bonjour ${name}`)}>
      Saluer {name}
    </button>
  );
}

describe('dialog framework', () => {
  it('shows a spinner after 10 ms and the load failure message after 5000 ms', async () => {
    const relaxed = dialogLoading.timeoutMs;
    dialogLoading.timeoutMs = DIALOG_LOADING_TIMEOUT_MS;
    onTestFinished(() => {
      dialogLoading.timeoutMs = relaxed;
    });
    vi.useFakeTimers();
    const never = defineDialog<{ title: string }>('test-never', () => new Promise(() => {}));
    render(<DialogHost />);
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = never.open({ title: 'x' });
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DIALOG_LOADING_DELAY_MS));
    expect(screen.getByRole('progressbar', { name: 'Chargement de la fenêtre' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DIALOG_LOADING_TIMEOUT_MS - DIALOG_LOADING_DELAY_MS - 1));
    expect(screen.queryByText(failureText)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(failureText)).toBeInTheDocument();
    expect([DIALOG_LOADING_DELAY_MS, DIALOG_LOADING_TIMEOUT_MS]).toEqual([10, 5000]);
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await expect(result).resolves.toBeUndefined();
  });

  it('opens a dialog by key with its props and resolves with its result', async () => {
    const hello = defineDialog<{ name: string }, string>('test-hello', async () => Hello);
    render(<DialogHost />);
    let result: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      result = hello.open({ name: 'Karim' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Saluer Karim' }));
    await expect(result).resolves.toBe('bonjour Karim');
  });

  it('confirm resolves true on the confirm button and false on cancel', async () => {
    render(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: 'Supprimer ?', confirmLabel: 'Supprimer', destructive: true });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await expect(answer).resolves.toBe(true);
    act(() => {
      answer = confirm({ title: 'Supprimer ?' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await expect(answer).resolves.toBe(false);
  });

  it('confirmThenRun runs the action only once confirmed and says it is done only when it succeeded', async () => {
    render(<DialogHost />);
    const options = { title: 'Supprimer « Note » ?', confirmLabel: 'Supprimer', destructive: true };
    const notices = () => noticeStore.get().map((n) => `${n.severity}: ${n.message}`);
    const action = vi.fn(async () => 'fait');
    let ran: Promise<boolean> = Promise.resolve(false);

    act(() => {
      ran = confirmThenRun(options, action, 'La note a été supprimée.');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await expect(ran).resolves.toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(notices()).toEqual([]);

    act(() => {
      ran = confirmThenRun(options, () => Promise.reject(new Error('refusé')), 'La note a été supprimée.');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await expect(ran).resolves.toBe(false);
    expect(notices()).toEqual([]);

    act(() => {
      ran = confirmThenRun(options, action, 'La note a été supprimée.');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await expect(ran).resolves.toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
    expect(notices()).toEqual(['success: La note a été supprimée.']);
  });
});
