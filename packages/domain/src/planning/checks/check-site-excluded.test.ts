import { describe, expect, it } from 'vitest';
import { isBlocking } from '../planning-errors.ts';
import { checkAgentServices } from './check-agent-services.ts';
import { agent, context, ofType, service } from './check-fixtures.ts';

const onSite = (key: string, siteId: string | null) => service(key, '2026-12-12 08:00', '2026-12-12 16:00', { siteId });
const excludedFrom = (...sites: { id: string; name: string }[]) => context({ agent: agent({ excludedSites: sites }) });

describe('siteExcluded', () => {
  const north = { id: 'site-north', name: 'Entrepôt Nord' };

  it('refuses a service on a site the agent is excluded from, naming the site', () => {
    const issues = checkAgentServices([onSite('s1', 'site-north')], excludedFrom(north));
    expect(ofType(issues, 'siteExcluded')).toEqual([
      {
        key: 's1',
        type: 'siteExcluded',
        message: 'Marie Dupont fait partie des agents exclus du site « Entrepôt Nord »',
      },
    ]);
  });

  it('is blocking whatever the agency chose', () => {
    expect(isBlocking('siteExcluded', [])).toBe(true);
  });

  it('accepts the same agent on another site, and a service without a site', () => {
    const issues = checkAgentServices([onSite('other', 'site-south'), onSite('none', null)], excludedFrom(north));
    expect(ofType(issues, 'siteExcluded')).toEqual([]);
  });

  it('flags only the services of the batch on the excluded sites', () => {
    const south = { id: 'site-south', name: 'Quai Sud' };
    const batch = [
      onSite('a', 'site-north'),
      service('b', '2026-12-13 08:00', '2026-12-13 16:00', { siteId: 'site-east' }),
      service('c', '2026-12-14 08:00', '2026-12-14 16:00', { siteId: 'site-south' }),
    ];
    const issues = ofType(checkAgentServices(batch, excludedFrom(north, south)), 'siteExcluded');
    expect(issues.map((i) => i.key)).toEqual(['a', 'c']);
    expect(issues[1].message).toBe('Marie Dupont fait partie des agents exclus du site « Quai Sud »');
  });

  it('words the message without a name when the site has none', () => {
    const issues = checkAgentServices([onSite('s1', 'site-north')], excludedFrom({ id: 'site-north', name: ' ' }));
    expect(ofType(issues, 'siteExcluded')[0].message).toBe('Marie Dupont fait partie des agents exclus de ce site');
  });

  it('checks nothing when the caller does not know the exclusions, nor when there are none', () => {
    expect(ofType(checkAgentServices([onSite('s1', 'site-north')], context()), 'siteExcluded')).toEqual([]);
    expect(ofType(checkAgentServices([onSite('s1', 'site-north')], excludedFrom()), 'siteExcluded')).toEqual([]);
  });

  it('is listed with the record problems, before the time checks', () => {
    const ctx = context({ agent: agent({ plannable: false, excludedSites: [north] }) });
    const issues = checkAgentServices(
      [service('s1', '2026-12-12 08:00', '2026-12-12 09:00', { siteId: 'site-north' })],
      ctx,
    );
    expect(issues.map((i) => i.type)).toEqual(['notPlannable', 'siteExcluded', 'minimumPeriod']);
  });
});
