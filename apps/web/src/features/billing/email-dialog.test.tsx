import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { CUSTOMER_ID, invoice } from './billing-fixtures.ts';
import { families } from './document-families.ts';
import { EmailDialog } from './email-dialog.tsx';

const BASE = '/api/agency/agence-demo';
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('sending a document by e-mail', () => {
  it('deduplicates, asks to confirm N e-mails, keeps the failed ones in the dialog', async () => {
    const sent: unknown[] = [];
    mockApi({
      [`GET ${BASE}/billing/customers`]: () =>
        json([{ id: CUSTOMER_ID, name: 'Client Démo SARL', recipients: ['compta@client.test'] }]),
      [`POST ${BASE}/invoice/${invoice().id}/email`]: ({ body }) => {
        sent.push(body);
        return json({ sent: ['compta@client.test'], failed: [{ email: 'faux', message: 'Adresse e-mail invalide' }] });
      },
    });
    const close = vi.fn();
    renderWithSession(
      <EmailDialog
        agencyId="agence-demo"
        family={families.invoices}
        doc={invoice({ recipients: ['Compta@client.test'] })}
        close={close}
      />,
      fixtures.owner,
    );
    const field = await screen.findByLabelText('Destinataires (un par ligne)');
    await waitFor(() => expect(field).toHaveValue('compta@client.test'));
    await userEvent.type(field, '\n\nCOMPTA@client.test\nfaux');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const confirmDialog = await screen.findByRole('dialog', {
      name: "Confirmer l'envoi de 2 email(s) simultanément ?",
    });
    await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ recipients: ['compta@client.test', 'faux'] });
    expect(await screen.findByText('Email(s) bien envoyé(s)')).toBeInTheDocument();
    expect(screen.getByText('faux : Adresse e-mail invalide')).toBeInTheDocument();
    expect(screen.getByLabelText('Destinataires (un par ligne)')).toHaveValue('faux');
    expect(close).not.toHaveBeenCalled();
  });

  it('asks for an address without a call, asks before sending, and sends the subject and message typed', async () => {
    const sent: unknown[] = [];
    mockApi({
      [`GET ${BASE}/billing/customers`]: () => json([{ id: CUSTOMER_ID, name: 'Client Démo SARL', recipients: [] }]),
      [`POST ${BASE}/invoice/${invoice().id}/email`]: ({ body }) => {
        sent.push(body);
        return json({ sent: ['compta@client.test'], failed: [] });
      },
    });
    const close = vi.fn();
    renderWithSession(
      <EmailDialog agencyId="agence-demo" family={families.invoices} doc={invoice()} close={close} />,
      fixtures.owner,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer par e-mail' });
    const field = within(dialog).getByLabelText('Destinataires (un par ligne)');
    await userEvent.type(field, ' \n ; ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('Aucun destinataire')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Confirmer l'envoi/ })).not.toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'compta@client.test');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Objet (facultatif)' }), 'Votre facture');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    const first = await screen.findByRole('dialog', { name: "Confirmer l'envoi de 1 email(s) simultanément ?" });
    await userEvent.click(within(first).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    const second = await screen.findByRole('dialog', { name: "Confirmer l'envoi de 1 email(s) simultanément ?" });
    await userEvent.click(within(second).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(close).toHaveBeenCalledWith(true));
    expect(sent).toEqual([{ recipients: ['compta@client.test'], subject: 'Votre facture', message: null }]);
  });
});
