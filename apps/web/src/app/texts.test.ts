import { describe, expect, it } from 'vitest';
import { texts } from './texts.ts';

describe('the shell texts (app/texts.ts)', () => {
  it('puts the values in their places', () => {
    expect(texts.app.impersonating({ name: 'Jeanne Martin' })).toBe('Vous êtes connecté en tant que Jeanne Martin');
    expect(texts.maintenance.planned({ period: 'à partir du 5 déc.', message: 'Mise à jour' })).toBe(
      'Maintenance prévue à partir du 5 déc. : Mise à jour',
    );
  });

  it('chooses the French plural form: the singular for 0 and 1', () => {
    expect(texts.agentRequests.unreadBadge({ count: 0 })).toBe('0 demande non lue');
    expect(texts.agentRequests.unreadBadge({ count: 1 })).toBe('1 demande non lue');
    expect(texts.agentRequests.unreadBadge({ count: 3 })).toBe('3 demandes non lues');
    expect(texts.offers.newAnswersBadge({ count: 21 })).toBe('21 nouvelles réponses');
  });
});
