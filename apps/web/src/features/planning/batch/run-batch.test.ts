import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { notify } from '../../../ui/notices/notice-store.ts';
import { runBatch } from './run-batch.ts';

const confirmMock = vi.hoisted(() => vi.fn(async (_options: { title: string }) => true));
vi.mock('../../../ui/dialogs/confirm-dialog.tsx', () => ({ confirm: confirmMock }));

const edited = 'ffffffff-ffff-4fff-8fff-fffffffffff1';
const following = 'ffffffff-ffff-4fff-8fff-fffffffffff4';
const issue = (key: string) => ({
  key,
  type: 'overlap' as const,
  message: 'Chevauche un autre service',
  blocking: true,
  agentName: 'Karim Benali',
  siteName: 'Entrepôt Nord',
  startAt: '2027-01-09T19:00:00.000Z',
  endAt: '2027-01-10T07:00:00.000Z',
});
const refusal = () =>
  new ApiError(409, 'PLANNING_BLOCKED', 'Enregistrement impossible', { details: { issues: [issue(following)] } });

describe('runBatch', () => {
  it('asks with the plan’s count and names the following services a refusal was about', async () => {
    const send = vi.fn(async () => Promise.reject(refusal()));
    const plan = {
      kind: 'update' as const,
      drafts: [{ id: edited, key: edited, series: 'following' as const }],
      count: 4,
    };
    const outcome = await runBatch(send, plan, 'Europe/Paris');
    expect(confirmMock).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Modifier 4 service(s) ?' }));
    expect(outcome).toMatchObject({ status: 'blocked', conflicts: [following] });
  });

  it('names only the lines’ own services without a series', async () => {
    const send = vi.fn(async () => Promise.reject(refusal()));
    const plan = { kind: 'update' as const, drafts: [{ id: edited, key: edited }], count: 1 };
    expect(await runBatch(send, plan, 'Europe/Paris')).toMatchObject({ status: 'blocked', conflicts: [] });
  });

  it('shows the blocking issues a precheck finds without asking to confirm a save that would be refused', async () => {
    confirmMock.mockClear();
    const send = vi.fn(async () => Promise.reject(refusal()));
    const plan = { kind: 'create' as const, drafts: [{ key: 'new-1' }], count: 1 };
    const outcome = await runBatch(send, plan, 'Europe/Paris', async () => [issue('new-1')]);
    expect(outcome).toMatchObject({ status: 'blocked', conflicts: [] });
    expect(confirmMock).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('leaves the blocking issues to a screen that lists them itself (inline): no notice over it', async () => {
    confirmMock.mockClear();
    const error = vi.spyOn(notify, 'error');
    const send = vi.fn(async () => Promise.reject(refusal()));
    const plan = { kind: 'create' as const, drafts: [{ key: 'new-1' }], count: 1 };
    const precheck = async () => [issue('new-1')];
    const outcome = await runBatch(send, plan, 'Europe/Paris', precheck, { inline: true });
    expect(outcome).toEqual({ status: 'blocked', conflicts: [], issues: [issue('new-1')] });
    expect(error).not.toHaveBeenCalled();
    // The server refusing (409) is listed the same way.
    expect(await runBatch(send, plan, 'Europe/Paris', undefined, { inline: true })).toMatchObject({
      status: 'blocked',
      issues: [expect.objectContaining({ blocking: true })],
    });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('asks as usual when the precheck finds only warnings, or cannot run', async () => {
    confirmMock.mockClear();
    const saved = { status: 'saved' as const, created: 1, updated: 0, deleted: 0, services: [] };
    const send = vi.fn(async () => saved);
    const plan = { kind: 'create' as const, drafts: [{ key: 'new-1' }], count: 1 };
    const warning = { ...issue('new-1'), type: 'dailyRest' as const, blocking: false };
    expect(await runBatch(send, plan, 'Europe/Paris', async () => [warning])).toMatchObject({ status: 'saved' });
    expect(await runBatch(send, plan, 'Europe/Paris', () => Promise.reject(new Error('hors ligne')))).toMatchObject({
      status: 'saved',
    });
    expect(confirmMock).toHaveBeenCalledTimes(2);
    expect(confirmMock).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Créer 1 service(s) ?' }));
  });
});
