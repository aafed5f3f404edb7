import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agentSiteRights,
  customerSiteRights,
  defaultRightsAgent,
  defaultRightsCustomer,
  siteRightLabels,
  siteRightsOf,
} from './site-rights.ts';

const allKeys = Object.keys(siteRightLabels);
const arbRights = fc.uniqueArray(fc.oneof(fc.constantFrom(...allKeys), fc.string()), { maxLength: 12 });

describe('site-level rights', () => {
  it('gives every right a distinct French label', () => {
    const labels = Object.values(siteRightLabels);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((l) => l.trim().length > 0)).toBe(true);
  });

  it('defaults are among the rights allowed for each audience', () => {
    expect(defaultRightsAgent.every((r) => (agentSiteRights as readonly string[]).includes(r))).toBe(true);
    expect(defaultRightsCustomer.every((r) => (customerSiteRights as readonly string[]).includes(r))).toBe(true);
  });

  it('staff hold every right, whatever the site grants', () => {
    fc.assert(
      fc.property(arbRights, arbRights, (rightsAgent, rightsCustomer) => {
        return siteRightsOf({ kind: 'staff' }, { rightsAgent, rightsCustomer }).length === allKeys.length;
      }),
    );
  });

  it('agents and customers hold exactly what the site grants their audience, known rights only', () => {
    fc.assert(
      fc.property(arbRights, arbRights, (rightsAgent, rightsCustomer) => {
        const site = { rightsAgent, rightsCustomer };
        const agent = siteRightsOf({ kind: 'agent' }, site);
        const customer = siteRightsOf({ kind: 'customer' }, site);
        const agentOk = agent.every(
          (r) => rightsAgent.includes(r) && (agentSiteRights as readonly string[]).includes(r),
        );
        const customerOk = customer.every(
          (r) => rightsCustomer.includes(r) && (customerSiteRights as readonly string[]).includes(r),
        );
        const complete =
          rightsAgent.filter((r) => (agentSiteRights as readonly string[]).includes(r)).length === agent.length;
        return agentOk && customerOk && complete;
      }),
    );
  });

  it('never lets agents give instructions through the site', () => {
    expect(siteRightsOf({ kind: 'agent' }, { rightsAgent: ['instructions.create'], rightsCustomer: [] })).toEqual([]);
  });
});
