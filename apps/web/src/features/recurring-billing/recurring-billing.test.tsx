import { messages } from '@securite/domain/errors/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { EmailRemindPage } from './email-remind-page.tsx';
import { RecurrencesPage } from './recurrences-page.tsx';

const BASE = '/api/agency/agence-demo';
const CUSTOMER_ID = '11111111-1111-4111-8111-111111111111';
const REC_ID = '22222222-2222-4222-8222-222222222222';
const DOC_ID = '33333333-3333-4333-8333-333333333333';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const recurrence = (extra: Record<string, unknown> = {}) => ({
  id: REC_ID,
  customerId: CUSTOMER_ID,
  customerName: 'Client Démo SARL',
  subject: 'Gardiennage mensuel',
  notes: null,
  lines: [
    { label: 'Forfait', kind: 'service', quantity: 1, unitCode: 'C62', unitPriceCents: 480_000, vatRateBp: 2000 },
  ],
  discount: null,
  frequency: 'monthly',
  dayOfMonth: 1,
  startDate: '2026-01-01',
  endDate: null,
  mode: 'send',
  paused: false,
  totalExclTaxCents: 480_000,
  nextDate: '2026-12-01',
  generatedCount: 2,
  createdAt: '2026-01-01T08:00:00.000Z',
  ...extra,
});

describe('Factures récurrentes (abonnements)', () => {
  it('lists the recurrences with their next date and their generated invoices, pauses and deletes after confirmation', async () => {
    const calls: string[] = [];
    mockApi({
      [`POST ${BASE}/fetch/invoiceRecurrence`]: () => json({ data: [recurrence()], total: 1 }),
      [`POST ${BASE}/fetch/invoices/invoiceRecurrence/${REC_ID}`]: () =>
        json({
          data: [
            {
              period: '2026-11',
              date: '2026-11-01',
              documentId: DOC_ID,
              number: 'F-2026-0042',
              status: 'sent',
              totalCents: 576_000,
            },
          ],
          total: 1,
        }),
      [`PATCH ${BASE}/invoiceRecurrence/${REC_ID}/pause`]: () => {
        calls.push('pause');
        return json(recurrence({ paused: true }));
      },
      [`DELETE ${BASE}/invoiceRecurrence/${REC_ID}`]: () => {
        calls.push('delete');
        return new Response(null, { status: 204 });
      },
    });
    renderWithSession(<RecurrencesPage />, fixtures.owner);
    const table = await screen.findByRole('table', { name: 'Factures récurrentes' });
    const row = within(table).getByRole('row', { name: /Client Démo SARL/ });
    expect(within(row).getByText('01/12/2026')).toBeInTheDocument();
    expect(within(row).getByText('Mensuelle, le 1')).toBeInTheDocument();
    expect(within(row).getByText('Validée et envoyée')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Factures (2)' }));
    const invoices = await screen.findByRole('table', { name: 'Factures générées' });
    expect(within(invoices).getByText('F-2026-0042')).toBeInTheDocument();
    expect(within(invoices).getByText('Envoyé')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));

    await userEvent.click(within(row).getByRole('button', { name: 'Suspendre' }));
    await waitFor(() => expect(calls).toEqual(['pause']));
    await userEvent.click(within(row).getByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer cet abonnement ?' });
    expect(within(confirm).getByText(/Les factures déjà générées sont conservées/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(calls).toEqual(['pause', 'delete']));
  });

  it('creates a monthly recurrence: euros become cents, the day and the mode are sent', async () => {
    const saved: unknown[] = [];
    mockApi({
      [`POST ${BASE}/fetch/invoiceRecurrence`]: () => json({ data: [], total: 0 }),
      [`GET ${BASE}/billing/customers`]: () => json([{ id: CUSTOMER_ID, name: 'Client Démo SARL', recipients: [] }]),
      [`POST ${BASE}/invoiceRecurrence`]: ({ body }) => {
        saved.push(body);
        return json(recurrence());
      },
    });
    renderWithSession(<RecurrencesPage />, fixtures.owner);
    expect(await screen.findByText('Aucune facture récurrente')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvel abonnement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel abonnement' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client Démo SARL' }));
    await userEvent.type(within(dialog).getByLabelText('Désignation 1'), 'Forfait gardiennage');
    await userEvent.type(within(dialog).getByLabelText('Prix unitaire HT (€)'), '4800,50');
    const day = within(dialog).getByLabelText('Jour du mois');
    await userEvent.clear(day);
    await userEvent.type(day, '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(/Le jour doit être compris entre 1 et 28/)).toBeInTheDocument();
    const vat = within(dialog).getByLabelText('TVA (%)');
    await userEvent.clear(vat);
    await userEvent.type(vat, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText('À 0 % de TVA, indiquez le motif d’exonération ou d’autoliquidation'),
    ).toBeInTheDocument();
    await userEvent.clear(vat);
    await userEvent.type(vat, '20');
    await userEvent.clear(day);
    await userEvent.type(day, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      customerId: CUSTOMER_ID,
      frequency: 'monthly',
      dayOfMonth: 5,
      mode: 'draft',
      lines: [{ label: 'Forfait gardiennage', quantity: 1, unitPriceCents: 480_050, vatRateBp: 2000 }],
    });
  });

  it('shows no create nor edit button without the invoice rights', async () => {
    mockApi({ [`POST ${BASE}/fetch/invoiceRecurrence`]: () => json({ data: [recurrence()], total: 1 }) });
    renderWithSession(<RecurrencesPage />, fixtures.planning);
    await screen.findByRole('table', { name: 'Factures récurrentes' });
    expect(screen.queryByRole('button', { name: 'Nouvel abonnement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
  });
});

describe('E-mails de relance (params/emailRemind)', () => {
  it('saves the schedule and template, and lists the late invoices with their reminders', async () => {
    const saved: unknown[] = [];
    const settings = {
      enabled: false,
      daysAfterDue: 7,
      repeatEveryDays: 7,
      maxReminders: 3,
      subject: 'Relance : facture {numero}',
      body: 'Bonjour {client}',
    };
    mockApi({
      [`GET ${BASE}/settings/email-remind`]: () => json(settings),
      [`PUT ${BASE}/settings/email-remind`]: ({ body }) => {
        saved.push(body);
        return json(body);
      },
      [`GET ${BASE}/invoices/reminds/schedule`]: () =>
        json({
          enabled: true,
          total: 1,
          data: [
            {
              documentId: DOC_ID,
              number: 'F-2026-0007',
              customerName: 'Client Démo SARL',
              dueDate: '2026-10-01',
              totalCents: 120_000,
              sent: [{ step: 1, sentAt: '2026-10-08T07:00:00.000Z' }],
              nextReminderDate: '2026-10-15',
            },
          ],
        }),
    });
    renderWithSession(<EmailRemindPage />, fixtures.owner);
    const late = await screen.findByRole('table', { name: 'Factures en retard' });
    const row = within(late).getByRole('row', { name: /F-2026-0007/ });
    expect(within(row).getByText('08/10/2026')).toBeInTheDocument();
    expect(within(row).getByText('15/10/2026')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('switch', { name: /Relancer automatiquement/ }));
    const repeat = screen.getByLabelText('Puis tous les (jours)');
    await userEvent.clear(repeat);
    await userEvent.type(repeat, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ enabled: true, repeatEveryDays: 10, subject: 'Relance : facture {numero}' });
  });

  it('shows the French message on the field and sends nothing, then saves the whole settings', async () => {
    const success = vi.spyOn(notify, 'success');
    const saved: unknown[] = [];
    const settings = {
      enabled: true,
      daysAfterDue: 7,
      repeatEveryDays: 7,
      maxReminders: 3,
      subject: 'Relance : facture {numero}',
      body: 'Bonjour {client}',
    };
    mockApi({
      [`GET ${BASE}/settings/email-remind`]: () => json(settings),
      [`PUT ${BASE}/settings/email-remind`]: ({ body }) => {
        saved.push(body);
        return json(body);
      },
      [`GET ${BASE}/invoices/reminds/schedule`]: () => json({ enabled: true, total: 0, data: [] }),
    });
    renderWithSession(<EmailRemindPage />, fixtures.owner);
    const repeat = await screen.findByLabelText('Puis tous les (jours)');
    await userEvent.clear(repeat);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Obligatoire')).toBeInTheDocument();
    await userEvent.type(repeat, '0');
    await userEvent.clear(screen.getByLabelText('Objet'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Entier positif uniquement')).toBeInTheDocument();
    expect(screen.getByText('Obligatoire')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await userEvent.clear(repeat);
    await userEvent.type(repeat, '14');
    await userEvent.type(screen.getByLabelText('Objet'), '  Facture {{numero} impayée ');
    await userEvent.clear(screen.getByLabelText('Nombre maximum de rappels'));
    await userEvent.type(screen.getByLabelText('Nombre maximum de rappels'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      ...settings,
      repeatEveryDays: 14,
      maxReminders: 5,
      subject: 'Facture {numero} impayée',
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith(messages.saved));
  });
});
