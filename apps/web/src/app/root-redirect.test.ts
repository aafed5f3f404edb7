import { describe, expect, it } from 'vitest';
import { buildSession } from '../api/session.ts';
import { fixtures, withLockedAgency } from '../test/fixtures.ts';
import { activeFieldRoute, homeHref } from './root-redirect.ts';

const home = (user: Parameters<typeof buildSession>[0]) => homeHref(buildSession(user, null));

describe('root redirect', () => {
  it('sends each role to its home', () => {
    expect(home(fixtures.owner)).toBe('/dashboard');
    expect(home(fixtures.planning)).toBe('/dashboard');
    expect(home(fixtures.agent)).toBe('/terrain');
    expect(home(fixtures.customer)).toBe('/customerDashboard');
    expect(home(fixtures.admin)).toBe('/platform/admin/dashboard');
  });

  it('follows the field navigation preference of owners and staff', () => {
    expect(home({ ...fixtures.owner, drawerNavigation: true })).toBe('/terrain');
  });

  it('sends an invalid subscription to the allowed home or the subscription page', () => {
    expect(home(withLockedAgency(fixtures.owner))).toBe('/dashboard');
    expect(home(withLockedAgency(fixtures.agent))).toBe('/abonnement-invalide');
  });

  it('has no active round or service until field mode exists', () => {
    expect(activeFieldRoute(buildSession(fixtures.agent, null))).toBeNull();
  });
});
