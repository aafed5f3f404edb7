import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { notify } from '../../ui/notices/notice-store.ts';

// A page loads on demand: on a busy machine its first render takes longer than the usual wait.
const pageLoad = { timeout: 30_000 };

const url = '/api/agency/agence-demo/settings/email';
const stored = {
  senderName: null,
  replyTo: null,
  signature: 'Le service planning',
  reportMailSubject: null,
  reportMailMessage: null,
  planningMailMessage: null,
  dailyReportTime: '07:00',
};

describe('E-mails (params/email)', () => {
  it('checks the reply-to address, then saves the sender and the signature', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const success = vi.spyOn(notify, 'success');
    const sent: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${url}`]: () => json(stored),
      [`PUT ${url}`]: ({ body }) => {
        sent.push(body);
        return json({ ...stored, ...(body as object) });
      },
    });
    renderApp('/params/email');
    const signature = await screen.findByRole('textbox', { name: 'Signature' }, pageLoad);
    expect(signature).toHaveValue('Le service planning');
    expect(screen.getByRole('textbox', { name: 'Nom de l’expéditeur' })).toHaveAttribute(
      'placeholder',
      'Sécurité Démo',
    );
    const defaults = screen.getByRole('region', { name: 'Messages par défaut' });
    expect(within(defaults).getByRole('link', { name: 'Documents commerciaux' })).toHaveAttribute(
      'href',
      '/params/commercial-docs',
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse de réponse' }), 'planning-at-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const replyTo = screen.getByRole('textbox', { name: 'Adresse de réponse' });
    await userEvent.clear(replyTo);
    await userEvent.type(replyTo, 'Planning@Demo.test');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom de l’expéditeur' }), 'Sécurité Démo — Planning');
    // Issue 30: the customers' daily activity report leaves at this hour of the agency's day.
    const hour = within(screen.getByRole('region', { name: 'Rapport d’activité aux clients' })).getByLabelText(
      'Heure d’envoi du rapport d’activité',
    );
    expect(hour).toHaveValue('07:00');
    await userEvent.clear(hour);
    await userEvent.type(hour, '06:30');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      senderName: 'Sécurité Démo — Planning',
      replyTo: 'planning@demo.test',
      signature: 'Le service planning',
      reportMailSubject: null,
      dailyReportTime: '06:30',
    });
  });
});
