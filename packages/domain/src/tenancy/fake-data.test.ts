import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { membershipRoles, type PlatformRole } from '../auth/roles.ts';
import { defaultFakeFilter, FakeFilter, fakeFilterFor, fakeWriteAllowed, parseFakeFilter } from './fake-data.ts';

describe('defaultFakeFilter', () => {
  it('shows all data to platform staff and agency owners, real data to everyone else', () => {
    const roles = fc.constantFrom(null, ...membershipRoles);
    const platform = fc.constantFrom<PlatformRole | null>(null, 'support', 'admin', 'superAdmin');
    fc.assert(
      fc.property(platform, roles, (p, r) => {
        const expected = p !== null || r === 'owner' ? FakeFilter.All : FakeFilter.Real;
        return defaultFakeFilter(p, r) === expected;
      }),
    );
    expect(defaultFakeFilter(null, 'staff')).toBe(0);
    expect(defaultFakeFilter(null, 'owner')).toBe(-1);
  });
});

describe('fakeFilterFor', () => {
  it('lets platform staff, owners and staff choose, and keeps agents and customers on real data', () => {
    expect(fakeFilterFor('admin', null, FakeFilter.Fake)).toBe(FakeFilter.Fake);
    expect(fakeFilterFor(null, 'owner', FakeFilter.Real)).toBe(FakeFilter.Real);
    expect(fakeFilterFor(null, 'staff', FakeFilter.All)).toBe(FakeFilter.All);
    for (const role of ['agent', 'customer'] as const) {
      for (const requested of [FakeFilter.All, FakeFilter.Fake, FakeFilter.Real, null]) {
        expect(fakeFilterFor(null, role, requested)).toBe(FakeFilter.Real);
      }
    }
    expect(fakeFilterFor(null, 'owner', null)).toBe(FakeFilter.All);
  });
});

describe('parseFakeFilter', () => {
  it('reads -1, 0 and 1 as strings or numbers', () => {
    expect(parseFakeFilter('-1')).toBe(-1);
    expect(parseFakeFilter(' 0 ')).toBe(0);
    expect(parseFakeFilter('1')).toBe(1);
    expect(parseFakeFilter(1)).toBe(1);
  });

  it('ignores everything else, empty header included', () => {
    for (const v of ['', ' ', '2', '1.0', '0x1', 'true', null, undefined, [], false]) {
      expect(parseFakeFilter(v)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (s) => {
        const valid = ['-1', '0', '1'].includes(s.trim());
        return (parseFakeFilter(s) !== null) === valid;
      }),
    );
  });
});

describe('fakeWriteAllowed', () => {
  const agency = '/api/agency/3f1c2b1e-0000-4000-8000-000000000001';

  it('allows fetch, error-reporting and agency paths', () => {
    expect(fakeWriteAllowed(`${agency}/fetch/customers`)).toBe(true);
    expect(fakeWriteAllowed(`${agency}/fetch`)).toBe(true);
    expect(fakeWriteAllowed('/api/errors')).toBe(true);
    expect(fakeWriteAllowed('/api/agency')).toBe(true);
    expect(fakeWriteAllowed(agency)).toBe(true);
  });

  it('refuses other writes', () => {
    expect(fakeWriteAllowed(`${agency}/customer`)).toBe(false);
    expect(fakeWriteAllowed(`${agency}/customer/x/customer-request`)).toBe(false);
    expect(fakeWriteAllowed(`${agency}/agent/1/disconnect`)).toBe(false);
  });

  it('allows any path that has a fetch segment', () => {
    const segment = fc.stringMatching(/^[a-z-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 3 }), fc.array(segment, { maxLength: 3 }), (before, after) =>
        fakeWriteAllowed(['/api', ...before, 'fetch', ...after].join('/')),
      ),
    );
  });
});
