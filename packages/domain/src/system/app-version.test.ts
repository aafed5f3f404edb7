import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVersions, isOutdated } from './app-version.ts';

describe('compareVersions', () => {
  it('compares dotted numbers as numbers', () => {
    expect(compareVersions('0.10.0', '0.9.2')).toBe(1);
    expect(compareVersions('0.1.0', '0.1.0')).toBe(0);
    expect(compareVersions('0.1', '0.1.0')).toBe(0);
    expect(compareVersions('1.2.3', '1.3.0')).toBe(-1);
    expect(isOutdated('0.1.0', '0.2.0')).toBe(true);
    expect(isOutdated('0.2.0', '0.1.0')).toBe(false);
    expect(isOutdated('0.2.0', '0.2.0')).toBe(false);
  });

  it('is an order: antisymmetric and transitive', () => {
    const version = fc.array(fc.nat(20), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
        if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0)
          expect(compareVersions(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
