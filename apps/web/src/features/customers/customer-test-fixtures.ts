import type { CustomerRequest } from '@securite/domain/customers/customer-request-schemas';
import type { Customer } from '@securite/domain/customers/customer-schemas';

export const customerId = 'c1c2c3d4-0000-4000-8000-000000000001';

/** A customer as GET {agency}/customer/{id} answers it. */
export function customer(extra: Partial<Customer> = {}): Customer {
  return {
    id: customerId,
    type: 'company',
    name: 'ACME Logistique',
    email: 'compta@acme.test',
    phone: '0140000000',
    address: {
      street: '5 rue des Entrepôts',
      complement: null,
      zipcode: '93200',
      city: 'Saint-Denis',
      country: 'France',
    },
    siren: '303265045',
    vatNumber: 'FR40303265045',
    customerNumber: null,
    customerInfos: {
      prospect: true,
      specialties: ['SSIAP'],
      generateCustomerNumberId: true,
      settlementPeriod: 'days',
      settlementPeriodDays: 30,
    },
    comments: null,
    companyDiscounts: [],
    userCompanies: [],
    logo: null,
    archivedAt: null,
    sitesCount: 0,
    leftToPay: 0,
    fake: false,
    createdAt: '2026-06-01T08:00:00.000Z',
    updatedAt: '2026-06-01T08:00:00.000Z',
    ...extra,
  };
}

export function customerRequest(id: string, extra: Partial<CustomerRequest> = {}): CustomerRequest {
  return {
    id,
    uuid: null,
    customer: { id: 'client-demo', name: 'Client Démo' },
    requestType: 'intervention',
    subject: 'Renfort pour le séminaire',
    content: 'Un agent d’accueil de 8 h à 19 h.',
    status: 'pending',
    statusChangedAt: null,
    createdBy: { id: 'u-client', fullname: 'Claire Durand', customer: true },
    sent: false,
    unread: false,
    createdAt: '2026-06-03T08:00:00.000Z',
    updatedAt: '2026-06-03T08:00:00.000Z',
    ...extra,
  };
}
