// Sample billing data (an agency, its settings, a customer, an invoice) used by the tests of every layer.
import type { BillingAgency, BillingCustomer } from './billing-parties.ts';
import { defaultCommercialDocsSettings } from './commercial-docs-settings.ts';
import type { ValidatedDocument } from './to-facturx.ts';

export const sampleAgency: BillingAgency = {
  name: 'Sécurité Démo',
  email: 'contact@securite-demo.test',
  phone: '0123456789',
  address: { street: '12 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'France' },
};
export const sampleSettings = {
  ...defaultCommercialDocsSettings,
  legalName: 'Sécurité Démo SAS',
  siren: '832145676',
  vatNumber: 'FR32832145676',
  cnapsNumber: 'AUT-075-2118-03-15-20190123456',
  iban: 'FR7630004000031234567890143',
};
export const sampleCustomer: BillingCustomer = {
  id: 'c1',
  name: 'Client Démo SARL',
  email: 'compta@client.test',
  address: { street: '5 avenue Foch', zipcode: '75016', city: 'Paris', country: 'France' },
  siren: '512349879',
  vatNumber: 'FR65512349879',
  deliveryAddress: 'Entrepôt, 8 rue du Port, 92230 Gennevilliers',
  settlementPeriod: { days: 30 },
  invoiceRecipients: ['compta@client.test'],
  estimateRecipients: [],
};
export const sampleInvoice: ValidatedDocument = {
  type: 'invoice',
  number: 'F-2026-0001',
  date: '2026-11-26',
  dueDate: '2026-12-26',
  subject: 'Gardiennage novembre',
  deliveryAddress: sampleCustomer.deliveryAddress,
  period: { start: '2026-11-01', end: '2026-11-30' },
  vatOnDebits: false,
  discount: { kind: 'percent', percentBp: 500 },
  lines: [
    {
      label: 'Gardiennage',
      description: 'Nuits',
      kind: 'service',
      quantity: 151.5,
      unitCode: 'HUR',
      unitPriceCents: 2350,
      vatRateBp: 2000,
    },
    {
      label: 'Badges',
      description: null,
      kind: 'goods',
      quantity: 3,
      unitCode: 'H87',
      unitPriceCents: 833,
      vatRateBp: 550,
    },
  ],
  preceding: null,
};
