import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { dialogStore } from '../../ui/dialogs/dialog-store.ts';
import { agencyReport, REPORT } from './agency-report-fixtures.ts';
import { ServiceAgencyReport } from './service-agency-report.tsx';

const BASE = '/api/agency/agence-demo';
const SERVICE = '55555555-5555-4555-8555-555555555555';

afterEach(() => {
  dialogStore.closeAll();
  vi.unstubAllGlobals();
});

describe('the intervention report in « Fin de service »', () => {
  it('says where the mail stands and resends it to the customer only after a confirmation', async () => {
    const fetchMock = mockApi({
      [`GET ${BASE}/services/${SERVICE}/agency-report`]: () => json({ report: agencyReport() }),
      [`POST ${BASE}/agency-report/${REPORT}/send`]: () =>
        json({ message: 'Le bon d’intervention sera renvoyé au client.' }),
    });
    renderWithSession(<ServiceAgencyReport agencyId="agence-demo" serviceId={SERVICE} />, fixtures.owner);
    const section = await screen.findByRole('region', { name: 'Bon d’intervention' });
    expect(section).toHaveTextContent('à 2 destinataires');
    expect(within(section).getByRole('button', { name: 'Télécharger le PDF' })).toBeEnabled();

    await userEvent.click(within(section).getByRole('button', { name: 'Renvoyer au client' }));
    const ask = await screen.findByRole('dialog', { name: 'Renvoyer le bon d’intervention au client ?' });
    expect(ask).toHaveTextContent('contact@client.test, claire@client.test');
    await userEvent.click(within(ask).getByRole('button', { name: 'Annuler' }));
    expect(callsTo(fetchMock, `POST ${BASE}/agency-report/${REPORT}/send`)).toBe(0);

    await userEvent.click(within(section).getByRole('button', { name: 'Renvoyer au client' }));
    const again = await screen.findByRole('dialog', { name: 'Renvoyer le bon d’intervention au client ?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByText('Le bon d’intervention sera renvoyé au client.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, `POST ${BASE}/agency-report/${REPORT}/send`)).toBe(1));
  });

  it('shows nothing when the site makes no intervention report', async () => {
    mockApi({ [`GET ${BASE}/services/${SERVICE}/agency-report`]: () => json({ report: null }) });
    const { container } = renderWithSession(
      <ServiceAgencyReport agencyId="agence-demo" serviceId={SERVICE} />,
      fixtures.owner,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });

  it('says when the customer has no e-mail address', async () => {
    mockApi({
      [`GET ${BASE}/services/${SERVICE}/agency-report`]: () =>
        json({ report: agencyReport({ sentAt: null, recipients: [], sendCount: 1 }) }),
    });
    renderWithSession(<ServiceAgencyReport agencyId="agence-demo" serviceId={SERVICE} />, fixtures.owner);
    expect(await screen.findByText('Non envoyé : le client n’a aucune adresse e-mail')).toBeInTheDocument();
  });
});
