import { isPlatformStaff, type MembershipRole, type PlatformRole } from '../auth/roles.ts';

/** Test/fake data filter (spec 000 section 6): -1 all, 0 real only, 1 fake only. */
export const FakeFilter = { All: -1, Real: 0, Fake: 1 } as const;
export type FakeFilter = (typeof FakeFilter)[keyof typeof FakeFilter];

/** Admins and agency owners see real and fake data by default; everyone else sees real data only. */
export function defaultFakeFilter(platformRole: PlatformRole | null, role: MembershipRole | null): FakeFilter {
  return isPlatformStaff(platformRole) || role === 'owner' ? FakeFilter.All : FakeFilter.Real;
}

/**
 * The filter a request runs with: the one it asks for (x-fake-filter) only for platform staff and the agency's
 * owner and staff, who manage demo data; agents and customers always get their default, real data only.
 */
export function fakeFilterFor(
  platformRole: PlatformRole | null,
  role: MembershipRole | null,
  requested: FakeFilter | null,
): FakeFilter {
  const mayChoose = isPlatformStaff(platformRole) || role === 'owner' || role === 'staff';
  return (mayChoose ? requested : null) ?? defaultFakeFilter(platformRole, role);
}

/** Reads a filter from a header or query value; anything but -1, 0 or 1 (an empty header too) gives null. */
export function parseFakeFilter(value: unknown): FakeFilter | null {
  // Number('') and Number(' ') are 0: only the three exact spellings count, or the default would be overridden.
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === '-1') return FakeFilter.All;
  if (text === '0') return FakeFilter.Real;
  if (text === '1') return FakeFilter.Fake;
  return null;
}

/** Paths where writing fake objects stays allowed: agency settings, error reporting and fetch (read) calls. */
export function fakeWriteAllowed(path: string): boolean {
  return (
    /\/fetch\//.test(path) ||
    /\/fetch$/.test(path) ||
    /\/errors?(\/|$)/.test(path) ||
    /^\/api\/agency\/?$/.test(path) ||
    /^\/api\/agency\/[^/]+\/?$/.test(path)
  );
}
