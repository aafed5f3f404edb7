import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlatformRole } from '../auth/roles.ts';
import { allowedWhenLocked, subscriptionValid } from './subscription.ts';

describe('subscriptionValid', () => {
  it('is always valid for admins and support, and for others unless the agency is locked', () => {
    const platform = fc.constantFrom<PlatformRole | null>(null, 'support', 'admin', 'superAdmin');
    fc.assert(
      fc.property(platform, fc.boolean(), (p, locked) => subscriptionValid(p, { locked }) === (p !== null || !locked)),
    );
  });
});

describe('allowedWhenLocked', () => {
  it('keeps the dashboard and the subscription and payment screens open', () => {
    for (const path of [
      '/dashboard',
      '/subscriptions',
      '/subscription/cart',
      '/payment-methods',
      '/payment-methods/abc/delete',
      '/default-payment-methods/abc',
      '/fetch/agency-invoices',
      '/subscription-order/finalize',
      '/plan',
      '/stripe',
      '/card-details',
      '/payment-intent/cs_test_1',
      '/agency-invoice/abc/download',
      '/fetch/subscription-sections',
    ]) {
      expect(allowedWhenLocked(path), path).toBe(true);
    }
  });

  it('closes everything else', () => {
    for (const path of ['/', '/stream', '/context', '/customer', '/fetch/customers', '/dashboard/x', '/dashboards']) {
      expect(allowedWhenLocked(path), path).toBe(false);
    }
  });

  it('never opens a path that merely contains an allowed word further down', () => {
    const segment = fc.stringMatching(/^[a-z]{1,10}$/);
    fc.assert(fc.property(segment, (s) => !allowedWhenLocked(`/${s}/dashboard`)));
  });
});
