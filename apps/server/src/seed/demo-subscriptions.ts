import {
  AGENCY_INVOICE_DUE_DAYS,
  formatAgencyInvoiceNumber,
} from '@securite/domain/agency-invoices/agency-invoice-rules';
import { orderTotals } from '@securite/domain/shop/order-rules';
import type { SubscriptionReasonKey } from '@securite/domain/subscriptions/subscription-schemas';
import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import type { Tx } from '../db/client.ts';
import {
  type AgencyInvoiceLine,
  agencyInvoicePayments,
  agencyInvoiceSequences,
  agencyInvoices,
} from '../db/schema/agency-invoices.ts';
import {
  shopArticles,
  shopArticleTypes,
  shopSectionArticles,
  shopSections,
  subscriptionOrderItems,
  subscriptionOrders,
} from '../db/schema/shop.ts';
import {
  agencyBillingAccounts,
  agencySubscriptions,
  subscriptionOffers,
  subscriptionReasons,
} from '../db/schema/subscriptions.ts';
import { agencies } from '../db/schema/tenancy.ts';

const DAY = 86_400_000;
const monthsAgo = (now: Date, months: number) => {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};
const dayOf = (date: Date) => todayIn('Europe/Paris', date);

/**
 * Agencies of the platform's past, marked fake (admins see them with the real ones by default, the « réelles »
 * filter hides them): they give the churn cards a history, without users, so no other demo data is touched.
 * Four left: three 7 to 11 months ago, one 4 months ago: over 12 months the churn is red, over 6 orange, over 3
 * green.
 */
const historicAgencies: Array<{
  name: string;
  city: string;
  zipcode: string;
  endedMonthsAgo?: number;
  reason?: SubscriptionReasonKey;
}> = [
  { name: 'Garde Provence', city: 'Marseille', zipcode: '13001', endedMonthsAgo: 11, reason: 'price' },
  { name: 'Vigilance Armor', city: 'Rennes', zipcode: '35000', endedMonthsAgo: 9, reason: 'competitor' },
  { name: 'Sûreté Alsace', city: 'Strasbourg', zipcode: '67000', endedMonthsAgo: 7, reason: 'closure' },
  { name: 'Atlantique Protection', city: 'Nantes', zipcode: '44000', endedMonthsAgo: 4, reason: 'price' },
  ...[
    ['Sécurité Bordelaise', 'Bordeaux', '33000'],
    ['Lille Surveillance', 'Lille', '59000'],
    ['Cévennes Gardiennage', 'Alès', '30100'],
    ['Azur Sécurité Privée', 'Nice', '06000'],
    ['Dauphiné Protection', 'Grenoble', '38000'],
    ['Normandie Veille', 'Rouen', '76000'],
    ['Loire Sécurité', 'Tours', '37000'],
    ['Bourgogne Gardes', 'Dijon', '21000'],
    ['Occitanie Sûreté', 'Toulouse', '31000'],
    ['Champagne Surveillance', 'Reims', '51100'],
    ['Auvergne Protection', 'Clermont-Ferrand', '63000'],
    ['Lorraine Sécurité', 'Metz', '57000'],
    ['Picardie Gardiennage', 'Amiens', '80000'],
    ['Béarn Vigilance', 'Pau', '64000'],
    ['Savoie Sécurité', 'Chambéry', '73000'],
    ['Périgord Protection', 'Périgueux', '24000'],
    ['Vendée Surveillance', 'La Roche-sur-Yon', '85000'],
    ['Limousin Gardes', 'Limoges', '87000'],
    ['Corse Sûreté', 'Ajaccio', '20000'],
    ['Anjou Sécurité', 'Angers', '49000'],
    ['Gironde Veille', 'Mérignac', '33700'],
    ['Seine Protection', 'Le Havre', '76600'],
    ['Touraine Surveillance', 'Blois', '41000'],
    ['Hérault Gardiennage', 'Montpellier', '34000'],
  ].map(([name, city, zipcode]) => ({ name: name!, city: city!, zipcode: zipcode! })),
];

async function seedCatalogue(tx: Tx) {
  const [plan, pro, enterprise] = await tx
    .insert(subscriptionOffers)
    .values([
      {
        name: 'Essentiel',
        description: 'Planning, main courante et rondes pour les petites équipes.',
        type: 'plan',
        status: 'active',
        priceCents: 4900,
        agentsIncluded: 10,
        accountsIncluded: 5,
      },
      {
        name: 'Pro',
        description: 'Toute la plateforme : facturation, contrats, supervision.',
        type: 'plan',
        status: 'active',
        priceCents: 9900,
        agentsIncluded: 20,
        accountsIncluded: 15,
      },
      {
        name: 'Entreprise',
        description: 'Plusieurs établissements, accompagnement dédié.',
        type: 'plan',
        status: 'active',
        priceCents: 19_900,
        agentsIncluded: 100,
        accountsIncluded: 60,
        quickPay: true,
      },
    ])
    .returning();
  await tx.insert(subscriptionOffers).values([
    {
      name: 'Fiche collaborateur',
      description: 'Une fiche collaborateur de plus, au mois ou à la journée.',
      type: 'agents',
      status: 'active',
      priceCents: 999,
    },
    { name: 'Signatures électroniques (lot de 50)', type: 'option', status: 'active', priceCents: 1900 },
    { name: 'Ancienne formule Découverte', type: 'plan', status: 'archived', priceCents: 2900 },
  ]);
  const [packs, gear] = await tx
    .insert(shopArticleTypes)
    .values([{ label: 'Fiches collaborateurs' }, { label: 'Matériel' }])
    .returning();
  const articles = await tx
    .insert(shopArticles)
    .values([
      {
        typeId: packs.id,
        label: 'Pack 1 fiche collaborateur',
        description: '9,99 € par mois et par fiche.',
        unitPriceCents: 999,
        agentsCount: 1,
      },
      {
        typeId: packs.id,
        label: 'Pack 5 fiches collaborateurs',
        description: 'Cinq fiches de plus, actives dès le paiement.',
        unitPriceCents: 4995,
        agentsCount: 5,
      },
      {
        typeId: packs.id,
        label: 'Pack 10 fiches collaborateurs',
        description: 'Dix fiches de plus, actives dès le paiement.',
        unitPriceCents: 9990,
        agentsCount: 10,
      },
      {
        typeId: gear.id,
        label: 'Lot de 10 tags NFC',
        description: 'Tags adhésifs pour les points de contrôle des rondes.',
        unitPriceCents: 3500,
        needsShipping: true,
        deliveryFeesCents: 890,
      },
      {
        typeId: gear.id,
        label: 'Badge PVC personnalisé',
        description: 'Carte professionnelle de l’agent, imprimée recto verso.',
        unitPriceCents: 650,
        needsShipping: true,
        deliveryFeesCents: 490,
      },
    ])
    .returning();
  const [records, material] = await tx
    .insert(shopSections)
    .values([
      {
        title: 'Fiches collaborateurs',
        description: 'Ajoutez des collaborateurs à votre abonnement.',
        highlight: true,
        position: 0,
      },
      { title: 'Matériel de ronde', description: 'Tags et badges livrés à l’agence.', position: 1 },
    ])
    .returning();
  await tx.insert(shopSectionArticles).values([
    { sectionId: records.id, articleId: articles[0].id, position: 0 },
    { sectionId: records.id, articleId: articles[1].id, position: 1, featured: true },
    { sectionId: records.id, articleId: articles[2].id, position: 2 },
    { sectionId: material.id, articleId: articles[3].id, position: 0, featured: true },
    { sectionId: material.id, articleId: articles[4].id, position: 1 },
  ]);
  return { plan, pro, enterprise, tags: articles[3] };
}

interface SeedInvoice {
  agencyId: string;
  date: string;
  lines: AgencyInvoiceLine[];
  paid: 'card' | 'transfer' | 'partial' | null;
  orderId?: string;
  kind?: 'subscription' | 'order';
}

/** Inserts the invoices in date order with gap-free numbers per year, and leaves the sequences after them. */
async function insertInvoices(tx: Tx, invoices: SeedInvoice[]) {
  invoices.sort((a, b) => a.date.localeCompare(b.date));
  const last = new Map<number, number>();
  for (const invoice of invoices) {
    const year = Number(invoice.date.slice(0, 4));
    const sequence = (last.get(year) ?? 0) + 1;
    last.set(year, sequence);
    const totals = orderTotals(invoice.lines, 0);
    const status = invoice.paid === 'partial' ? 'partial' : invoice.paid ? 'paid' : 'pending';
    const [row] = await tx
      .insert(agencyInvoices)
      .values({
        agencyId: invoice.agencyId,
        number: formatAgencyInvoiceNumber(year, sequence),
        kind: invoice.kind ?? 'subscription',
        status,
        date: invoice.date,
        dueDate: addDays(invoice.date, AGENCY_INVOICE_DUE_DAYS),
        lines: invoice.lines,
        totalCents: totals.totalCents,
        vatCents: totals.vatCents,
        totalInclTaxCents: totals.totalInclTaxCents,
        orderId: invoice.orderId ?? null,
        paidAt: status === 'paid' ? new Date(`${invoice.date}T10:00:00Z`) : null,
      })
      .returning();
    if (!invoice.paid) continue;
    const amount = invoice.paid === 'partial' ? Math.round(totals.totalInclTaxCents / 2) : totals.totalInclTaxCents;
    await tx.insert(agencyInvoicePayments).values({
      agencyId: invoice.agencyId,
      invoiceId: row.id,
      date: invoice.paid === 'card' ? invoice.date : addDays(invoice.date, 3),
      amountCents: amount,
      note: invoice.paid === 'partial' ? 'Acompte par virement' : null,
      status: 'succeeded',
      paymentMethod: invoice.paid === 'card' ? 'card' : 'transfer',
    });
  }
  for (const [year, lastNumber] of last) await tx.insert(agencyInvoiceSequences).values({ year, lastNumber });
}

const monthlyLine = (offer: string, price: number, date: string): AgencyInvoiceLine => ({
  label: `Abonnement ${offer} — ${date.slice(5, 7)}/${date.slice(0, 4)}`,
  quantity: 1,
  unitPriceCents: price,
  totalCents: price,
  agentsCount: 0,
});

/**
 * The platform's own business: offers, the shop's catalogue and sections, the demo agencies' subscriptions and
 * invoices (the last one of « Agence Témoin » partly paid), a delivered order of « Sécurité Démo », and a year of
 * churn history (historicAgencies).
 */
export async function seedSubscriptions(
  tx: Tx,
  input: { demoAgencyId: string; temoinAgencyId: string },
): Promise<void> {
  const now = new Date();
  const { plan, pro, tags } = await seedCatalogue(tx);
  const invoices: SeedInvoice[] = [];
  const subscribe = async (agencyId: string, offer: typeof plan, startedAt: Date, endedAt: Date | null) => {
    const periodStart = monthsAgo(now, 0);
    periodStart.setUTCDate(Math.min(startedAt.getUTCDate(), 28));
    if (periodStart > now) periodStart.setUTCMonth(periodStart.getUTCMonth() - 1);
    const periodEnd = new Date(periodStart.getTime());
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    await tx.insert(agencySubscriptions).values({
      agencyId,
      offerId: offer.id,
      status: endedAt ? 'cancelled' : 'active',
      startedAt,
      currentPeriodStart: endedAt ? new Date(endedAt.getTime() - 30 * DAY) : periodStart,
      currentPeriodEnd: endedAt ?? periodEnd,
      cancelledAt: endedAt ? new Date(endedAt.getTime() - 20 * DAY) : null,
      endedAt,
      createdAt: startedAt,
    });
    // One invoice a month of the last twelve while subscribed.
    for (let m = 11; m >= 0; m--) {
      const date = monthsAgo(now, m);
      if (date < startedAt || (endedAt && date > endedAt)) continue;
      const day = dayOf(date);
      invoices.push({ agencyId, date: day, lines: [monthlyLine(offer.name, offer.priceCents, day)], paid: 'card' });
    }
  };

  await subscribe(input.demoAgencyId, pro, monthsAgo(now, 20), null);
  await subscribe(input.temoinAgencyId, plan, monthsAgo(now, 14), null);
  // Témoin pays by transfer; its latest invoice is half paid (due in 25 days).
  for (const invoice of invoices) if (invoice.agencyId === input.temoinAgencyId) invoice.paid = 'transfer';
  const temoinLatest = invoices.filter((i) => i.agencyId === input.temoinAgencyId).at(-1);
  if (temoinLatest) {
    temoinLatest.date = dayOf(new Date(now.getTime() - 5 * DAY));
    temoinLatest.paid = 'partial';
  }

  for (const [index, past] of historicAgencies.entries()) {
    const startedAt = monthsAgo(now, 13 + (index % 10));
    const endedAt = past.endedMonthsAgo === undefined ? null : monthsAgo(now, past.endedMonthsAgo);
    const [agency] = await tx
      .insert(agencies)
      .values({
        name: past.name,
        email: `contact@${past.name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]+/g, '-')}.test`,
        address: { street: '1 place de la Mairie', zipcode: past.zipcode, city: past.city, country: 'France' },
        fake: true,
        locked: endedAt !== null,
        subscriptionEndsAt: endedAt,
        agentsLimit: 10,
        accountsLimit: 5,
        createdAt: startedAt,
      })
      .returning();
    await subscribe(agency.id, index % 3 === 0 ? pro : plan, startedAt, endedAt);
    if (endedAt) {
      await tx.insert(agencyBillingAccounts).values({ agencyId: agency.id, lockReason: 'ended' });
      await tx.insert(subscriptionReasons).values({
        agencyId: agency.id,
        reason: past.reason ?? 'other',
        comment: past.reason === 'price' ? 'Budget réduit cette année.' : null,
        createdAt: new Date(endedAt.getTime() - 20 * DAY),
      });
    }
  }

  // A delivered order of NFC tags, two months ago, paid by card.
  const orderDate = monthsAgo(now, 2);
  const items = [{ quantity: 2, unitPriceCents: tags.unitPriceCents }];
  const totals = orderTotals(items, tags.deliveryFeesCents);
  const [order] = await tx
    .insert(subscriptionOrders)
    .values({
      agencyId: input.demoAgencyId,
      title: 'Commande boutique',
      ...totals,
      billingAddress: { street: '12 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'France' },
      shippingAddress: { street: '12 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'France' },
      operationState: 'delivered',
      origin: 'shop',
      createdAt: orderDate,
      updatedAt: orderDate,
    })
    .returning();
  await tx.insert(subscriptionOrderItems).values({
    agencyId: input.demoAgencyId,
    orderId: order.id,
    articleId: tags.id,
    label: tags.label,
    description: tags.description,
    quantity: 2,
    unitPriceCents: tags.unitPriceCents,
    totalCents: 2 * tags.unitPriceCents,
    needsShipping: true,
  });
  invoices.push({
    agencyId: input.demoAgencyId,
    date: dayOf(orderDate),
    kind: 'order',
    orderId: order.id,
    paid: 'card',
    lines: [
      {
        label: tags.label,
        quantity: 2,
        unitPriceCents: tags.unitPriceCents,
        totalCents: 2 * tags.unitPriceCents,
        agentsCount: 0,
      },
      {
        label: 'Frais de livraison',
        quantity: 1,
        unitPriceCents: tags.deliveryFeesCents,
        totalCents: tags.deliveryFeesCents,
        agentsCount: 0,
      },
    ],
  });
  await insertInvoices(tx, invoices);
}
