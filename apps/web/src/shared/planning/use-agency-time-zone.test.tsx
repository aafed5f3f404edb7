import type { CurrentUser } from '@securite/domain/session/schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { planningConfig } from './testing/planning-fixtures.ts';
import { useAgencyTimeZone } from './use-agency-time-zone.ts';

function ShowTimeZone({ agencyId }: { agencyId: string }) {
  return <p>Fuseau : {useAgencyTimeZone(agencyId).timeZone}</p>;
}

const inCayenne = (user: CurrentUser): CurrentUser => ({
  ...user,
  userCompanies: user.userCompanies.map((c) => ({ ...c, agency: { ...c.agency, timeZone: 'America/Cayenne' } })),
});

describe('useAgencyTimeZone', () => {
  it('takes an agent’s or a customer’s time zone from their membership, without the office settings', async () => {
    for (const user of [fixtures.agent, fixtures.customer]) {
      const fetchMock = mockApi({});
      const view = renderWithSession(<ShowTimeZone agencyId="agence-demo" />, inCayenne(user));
      expect(await screen.findByText('Fuseau : America/Cayenne')).toBeTruthy();
      expect(callsTo(fetchMock, 'GET /api/agency/agence-demo/planning/config')).toBe(0);
      view.unmount();
    }
  });

  it('reads the planning settings for the office, who may change the time zone', async () => {
    const fetchMock = mockApi({
      'GET /api/agency/agence-demo/planning/config': () => json({ ...planningConfig, timeZone: 'Indian/Reunion' }),
    });
    renderWithSession(<ShowTimeZone agencyId="agence-demo" />, inCayenne(fixtures.planning));
    expect(await screen.findByText('Fuseau : Indian/Reunion')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/agency/agence-demo/planning/config')).toBe(1);
  });
});
