import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { SiteEventsDialog } from './site-events-dialog.tsx';

const BASE = '/api/agency/agence-demo';

afterEach(() => vi.unstubAllGlobals());

describe('SiteEventsDialog', () => {
  it("shows where the site's chain breaks, and the site's events", async () => {
    mockApi({
      [`POST ${BASE}/sites-service-events`]: () =>
        json({
          total: 1,
          data: [
            {
              id: 'e1',
              typeKey: 'presence',
              typeLabel: 'Présence',
              description: 'Ronde de 22 h sans anomalie',
              attachments: [],
              site: { id: 'site-1', name: 'Entrepôt' },
              service: null,
              agent: { id: 'a', name: 'Karim Benali' },
              location: null,
              createdAt: '2026-11-24T21:00:00.000Z',
              receivedAt: '2026-11-24T21:00:02.000Z',
              deletedAt: null,
              messages: [],
            },
          ],
        }),
      [`GET ${BASE}/sites/site-1/events-chain`]: () =>
        json({
          intact: false,
          count: 4,
          label: "Rompue à l'entrée 3 (une entrée a été modifiée après son enregistrement)",
          position: 2,
          entryId: 'x',
          eventId: 'e1',
          reason: 'altered',
        }),
    });
    renderWithSession(
      <SiteEventsDialog
        agencyId="agence-demo"
        siteId="site-1"
        siteName="Entrepôt"
        showChain
        onClose={() => undefined}
      />,
      fixtures.owner,
    );
    expect(await screen.findByText('Ronde de 22 h sans anomalie')).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Chaîne de preuve : Rompue à l'entrée 3 (une entrée a été modifiée après son enregistrement) (4 entrée(s))",
      ),
    ).toBeInTheDocument();
  });
});
