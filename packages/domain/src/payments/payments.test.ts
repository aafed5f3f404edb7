import { describe, expect, it } from 'vitest';
import {
  addressComplete,
  cardExpired,
  cardLabel,
  defaultChangeRefusal,
  deleteRefusal,
  offeredPaymentMethodTypes,
} from './payment-methods.ts';
import { zOrderPaymentQuery } from './payment-schemas.ts';

describe('payment methods (spec 001 sections 4 and 8)', () => {
  it('refuses the default as default again, and its deletion, with the spec texts', () => {
    expect(defaultChangeRefusal({ id: 'pm', isDefault: true })).toBe(
      'Ce moyen de paiement est déjà utilisé par défaut.',
    );
    expect(defaultChangeRefusal({ id: 'pm', isDefault: false })).toBeNull();
    expect(deleteRefusal({ id: 'pm', isDefault: true })).toBe(
      'Vous ne pouvez pas supprimer votre moyen de paiement par défaut.',
    );
    expect(deleteRefusal({ id: 'pm', isDefault: false })).toBeNull();
  });

  it('offers cards only: SEPA is in the model but hidden', () => {
    expect(offeredPaymentMethodTypes).toEqual(['card']);
  });

  it('names and dates cards', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(cardExpired({ expMonth: 4, expYear: 2026 }, new Date('2026-04-30T23:00:00Z'))).toBe(false);
    expect(cardExpired({ expMonth: 4, expYear: 2026 }, new Date('2026-05-01T00:00:00Z'))).toBe(true);
  });

  it('needs a street, a zipcode and a city for the provider customer', () => {
    expect(addressComplete({ street: '1 rue A', zipcode: '75001', city: 'Paris' })).toBe(true);
    expect(addressComplete({ street: ' ', zipcode: '75001', city: 'Paris' })).toBe(false);
    expect(addressComplete({})).toBe(false);
  });

  it('pays an order through Checkout by default, without e-mailing a link', () => {
    expect(zOrderPaymentQuery.parse({})).toEqual({ useStripeCheckout: true, sendPaymentLinkEmail: false });
    expect(zOrderPaymentQuery.parse({ useStripeCheckout: 'false', sendPaymentLinkEmail: '1' })).toEqual({
      useStripeCheckout: false,
      sendPaymentLinkEmail: true,
    });
  });
});
