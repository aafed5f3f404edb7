import { formatCustomerNumber } from '@securite/domain/customers/customer-number';
import { type Coefficients, neutralCoefficients } from '@securite/domain/customers/pricing';
import { frenchVatNumber } from '@securite/domain/identifiers/french-identifiers';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { nextSequenceValue } from '../db/next-sequence-value.ts';
import { customerContacts, customerPricings, customerRequests } from '../db/schema/customers.ts';
import { customers } from '../db/schema/tenancy.ts';

const surcharges: Partial<Coefficients> = {
  night: 11_000,
  holiday: 20_000,
  holidayNight: 21_000,
  sunday: 11_000,
  sundayNight: 12_000,
  sundayHoliday: 20_000,
  sundayHolidayNight: 21_000,
};
const grid = (basePrice: number, extra: Partial<Coefficients> = {}) => ({
  basePrice,
  coefficients: { ...neutralCoefficients(), ...surcharges, ...extra },
});

/**
 * The demo customers of « Sécurité Démo »: « Client Démo » (the sites' customer, its portal user Claire Durand)
 * enriched with its identifiers, contacts and price grids, two more customers and a prospect, and two requests.
 */
export async function seedCustomers(
  tx: Tx,
  ids: { agencyId: string; clientDemoId: string; clientUserId: string },
): Promise<void> {
  const { agencyId } = ids;
  const number = async () => formatCustomerNumber(await nextSequenceValue(tx, agencyId, 'customer'));
  await tx
    .update(customers)
    .set({
      phone: '0142000000',
      siren: '303265045',
      vatNumber: frenchVatNumber('303265045'),
      customerNumber: await number(),
      generateCustomerNumber: true,
      specialties: ['SSIAP', 'Rondes'],
      settlementPeriod: 'daysEndOfMonth',
      settlementPeriodDays: 45,
      discounts: [{ label: 'Remise contrat annuel', kind: 'percent', value: 500 }],
      comments: 'Client historique : siège et deux entrepôts.',
    })
    .where(eq(customers.id, ids.clientDemoId));
  const [logistique] = await tx
    .insert(customers)
    .values({
      agencyId,
      name: 'Logistique Seine-Nord',
      email: 'exploitation@seine-nord.test',
      phone: '0134000000',
      address: { street: '8 rue des Docks', zipcode: '95310', city: 'Saint-Ouen-l’Aumône', country: 'France' },
      siren: '732829320',
      vatNumber: frenchVatNumber('732829320'),
      customerNumber: await number(),
      generateCustomerNumber: true,
      specialties: ['Cynophile'],
      settlementPeriodDays: 30,
    })
    .returning();
  const [copro] = await tx
    .insert(customers)
    .values({
      agencyId,
      type: 'individual',
      name: 'Madame Isabelle Fontaine',
      email: 'i.fontaine@exemple.test',
      address: { street: '22 boulevard Haussmann', zipcode: '75009', city: 'Paris', country: 'France' },
      settlementPeriod: 'onReceipt',
      settlementPeriodDays: 0,
    })
    .returning();
  const [prospect] = await tx
    .insert(customers)
    .values({
      agencyId,
      name: 'Groupe Hôtelier Riviera',
      email: 'direction@riviera-hotels.test',
      address: { street: '14 promenade des Anglais', zipcode: '06000', city: 'Nice', country: 'France' },
      siren: '552100554',
      prospect: true,
      generateCustomerNumber: true,
      specialties: ['SSIAP'],
      comments: 'Appel d’offres gardiennage : réponse attendue avant la fin du trimestre.',
    })
    .returning();
  await tx.insert(customerContacts).values([
    {
      agencyId,
      customerId: ids.clientDemoId,
      firstname: 'Claire',
      lastname: 'Durand',
      email: 'client@demo.test',
      position: 'Responsable des services généraux',
      planningRecipient: true,
      estimateRecipient: true,
      sendInterventionReport: true,
      sendServiceEventReport: true,
    },
    {
      agencyId,
      customerId: ids.clientDemoId,
      firstname: 'Marc',
      lastname: 'Lemaire',
      email: 'comptabilite@client-demo.test',
      position: 'Comptable',
      invoiceRecipient: true,
      rank: 1,
    },
    {
      agencyId,
      customerId: logistique.id,
      firstname: 'Nadia',
      lastname: 'Haddad',
      email: 'n.haddad@seine-nord.test',
      position: 'Directrice de site',
      invoiceRecipient: true,
      estimateRecipient: true,
      planningRecipient: true,
    },
    {
      agencyId,
      customerId: copro.id,
      firstname: 'Isabelle',
      lastname: 'Fontaine',
      email: 'i.fontaine@exemple.test',
      invoiceRecipient: true,
    },
    {
      agencyId,
      customerId: prospect.id,
      firstname: 'Olivier',
      lastname: 'Masson',
      email: 'o.masson@riviera-hotels.test',
      position: 'Directeur',
      estimateRecipient: true,
    },
  ]);
  await tx.insert(customerPricings).values([
    { agencyId, customerId: ids.clientDemoId, specialty: '', ...grid(2450) },
    { agencyId, customerId: ids.clientDemoId, specialty: 'SSIAP', ...grid(2890) },
    { agencyId, customerId: logistique.id, specialty: '', ...grid(2300) },
    { agencyId, customerId: logistique.id, specialty: 'Cynophile', ...grid(3200, { night: 11_500 }) },
    { agencyId, customerId: copro.id, specialty: '', ...grid(2600) },
  ]);
  await tx.insert(customerRequests).values([
    {
      agencyId,
      customerId: ids.clientDemoId,
      requestType: 'intervention',
      subject: 'Renfort pour le séminaire du 12',
      content: 'Nous accueillons 200 personnes au siège : pouvez-vous prévoir un agent d’accueil de 8 h à 19 h ?',
      createdByUserId: ids.clientUserId,
      byCustomer: true,
      customerActivityAt: new Date(),
      customerReadAt: new Date(),
    },
    {
      agencyId,
      customerId: ids.clientDemoId,
      requestType: 'complaint',
      subject: 'Badge d’accès oublié',
      content: 'L’agent de nuit n’a pas rendu le badge du parking ce matin.',
      status: 'done',
      statusChangedAt: new Date(),
      createdByUserId: ids.clientUserId,
      byCustomer: true,
      customerActivityAt: new Date(Date.now() - 86_400_000),
      customerReadAt: new Date(Date.now() - 86_400_000),
      agencyActivityAt: new Date(),
      agencyReadAt: new Date(),
      sent: true,
    },
  ]);
}
