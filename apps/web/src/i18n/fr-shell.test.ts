import { describe, expect, it } from 'vitest';
import { frShell, type ShellKey, shellText } from './fr-shell.ts';
import { i18n } from './i18n.ts';

const keys = Object.entries(frShell).flatMap(([group, texts]) =>
  Object.keys(texts).map((name) => `${group}.${name.replace(/_(one|other)$/, '')}` as ShellKey),
);
const values = { name: 'Jeanne Martin', count: 2 };

describe('the shell texts without i18next (fr-shell.ts)', () => {
  it('gives every text exactly as i18next does', () => {
    for (const key of new Set(keys)) expect(shellText(key, values), key).toBe(i18n.t(key, values));
  });

  it('chooses the plural form as i18next does', () => {
    for (const count of [0, 1, 2, 5, 21]) {
      expect(shellText('agentRequests.unreadBadge', { count })).toBe(i18n.t('agentRequests.unreadBadge', { count }));
    }
    expect(shellText('agentRequests.unreadBadge', { count: 1 })).toBe('1 demande non lue');
    expect(shellText('agentRequests.unreadBadge', { count: 3 })).toBe('3 demandes non lues');
  });
});
