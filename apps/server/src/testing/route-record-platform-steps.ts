import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { agencies } from '../db/schema/tenancy.ts';
import { buildMember } from './factories.ts';
import { address } from './platform-kit.ts';
import type { RecordStep } from './route-record-steps.ts';
import type { Json } from './route-records.ts';
import { PDF } from './upload-kit.ts';

/** A name no other seeding took (the platform's catalogues refuse a label twice; each agency's seeding makes its own). */
const unique = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;

/**
 * The platform's records for the route matrix, after the agency's own (testing/route-record-steps.ts): its shop and
 * what an agency buys there, its invoices to the agency, its catalogues and communication. They belong to no agency
 * (but the orders, payments and invoices of one), so each of the two seedings makes its own, as a platform admin.
 *
 * The payments go through Stripe: the matrix's app talks to a fake one (testing/stripe-server.ts), so that an
 * agency's card and payment page are its own, and another agency's answer 404 (without Stripe, those routes refuse
 * everyone alike, card payments not being enabled).
 */
export const platformSteps: RecordStep[] = [
  {
    name: 'the platform’s shop: an article type, an article of it in a section; a plan offer',
    records: ['shopArticleType', 'shopArticle', 'shopSection', 'agencyOffer'],
    async seed({ ids, api, admin }) {
      ids.shopArticleType = (await api(admin, 'POST', '/api/admin/subscription-article-type', { label: 'Fiches' })).id;
      const article = await api(admin, 'POST', '/api/admin/subscription-article', {
        typeId: ids.shopArticleType,
        label: 'Pack 5 fiches collaborateurs',
        unitPriceCents: 4995,
        agentsCount: 5,
      });
      ids.shopArticle = article.id;
      const section = await api(admin, 'POST', '/api/admin/subscription-section', {
        title: 'Fiches collaborateurs',
        active: true,
        sectionArticles: [{ articleId: ids.shopArticle, position: 0, featured: true }],
      });
      ids.shopSection = section.id;
      const offer = await api(admin, 'POST', '/api/admin/agency-offer', {
        name: unique('Essentiel'),
        type: 'plan',
        status: 'active',
        priceCents: 4900,
        options: { agentsIncluded: 10, accountsIncluded: 5 },
      });
      ids.agencyOffer = offer.id;
    },
  },
  {
    name: 'the agency’s order of the shop and its Stripe payment page, its card, an invoice of the platform to it',
    records: ['shopOrder', 'paymentCheckout', 'paymentMethod', 'agencyInvoice'],
    async seed({ db, agencyId, ids, api, tokens, admin }) {
      // Stripe's customer needs the agency's address.
      await db.update(agencies).set({ address, email: 'contact@agence.test' }).where(eq(agencies.id, agencyId));
      const cart = await api(tokens.owner, 'POST', '/subscription/cart', { items: [{ articleId: ids.shopArticle }] });
      ids.shopOrder = cart.id;
      const payment = await api(tokens.owner, 'POST', '/subscription-order/finalize', { orderId: cart.id });
      ids.paymentCheckout = checkoutOf(payment);
      // The card page, submitted as the browser would: Stripe records the card on the agency's customer.
      const card = await api(tokens.owner, 'GET', '/card-details?action=add');
      const page = await fetch(String(card.url), { method: 'POST', redirect: 'manual' });
      if (page.status !== 303) throw new Error(`seed the card page: ${page.status} ${await page.text()}`);
      const methods = await api(tokens.owner, 'GET', '/payment-methods');
      ids.paymentMethod = (methods.methods as Array<{ id: string }>)[0]?.id;
      const invoice = await api(admin, 'POST', '/api/admin/agency-invoice', {
        agencyId,
        lines: [{ label: 'Abonnement Essentiel — mensuel', quantity: 1, unitPriceCents: 4900 }],
      });
      ids.agencyInvoice = invoice.id;
    },
  },
  {
    name: 'the platform’s records: a user the admins manage, its catalogues, an announcement, a document, a tutorial',
    records: [
      'user',
      'specialty',
      'discount',
      'catalogItem',
      'reportTemplate',
      'announcement',
      'usefulDocument',
      'uiTutorial',
    ],
    async seed({ db, agencyId, ids, api, admin }) {
      // A member of its own, so that disabling it or making it support changes none of the matrix's callers.
      ids.user = (await buildMember(db, agencyId, 'staff')).user.id;
      const post = async (url: string, body: Record<string, unknown>) => (await api(admin, 'POST', url, body)).id;
      ids.specialty = await post('/api/admin/specialty', { label: unique('SSIAP'), description: 'Incendie' });
      ids.discount = await post('/api/admin/discount', { label: unique('Fidélité'), kind: 'percent', value: 500 });
      ids.catalogItem = await post('/api/admin/catalog-item', {
        label: unique('Heure de garde'),
        unitPriceCents: 2500,
      });
      ids.reportTemplate = await post('/api/admin/report-template', {
        title: unique('Ronde de nuit'),
        body: 'Ronde de {agent} sur {site} du {debut} au {fin}.',
      });
      ids.announcement = await post('/api/admin/announcements', { title: 'Nouveauté', content: 'Les annonces.' });
      ids.usefulDocument = await post('/api/admin/useful-docs', {
        title: 'Guide de démarrage',
        fileName: 'guide.pdf',
        content: PDF.toString('base64'),
      });
      ids.uiTutorial = await post('/api/admin/ui-tutorial', {
        title: 'Factures',
        routeId: 'invoices',
        content: 'Créer',
      });
    },
  },
];

/** The Stripe Checkout session of a payment answer (its page's address ends with the session's id). */
function checkoutOf(payment: Json): string {
  const url = typeof payment.url === 'string' ? payment.url : '';
  const id = url.split('/pay/')[1];
  if (payment.kind !== 'checkout' || !id) throw new Error(`seed a payment by card: ${JSON.stringify(payment)}`);
  return id;
}
