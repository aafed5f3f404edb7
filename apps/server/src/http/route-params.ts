import type { RecordKind } from '../testing/route-records.ts';
import { signaturePng } from '../testing/signature-kit.ts';
import { enumParamWords } from './garbage-fields.ts';
import type { RouteEntry } from './route-list.ts';

/**
 * What each path parameter of the server's routes names, for the route matrix test (route-matrix-kit.ts): the test
 * fills it with a record of the caller's agency, then with one of the other agency, which must answer 404.
 *
 * A key is the end of a route's path up to the parameter (`invoice/:id`, `invoice/:id/files/:fileId`); the longest
 * key that ends the path wins, whatever the prefix (`/api/agency/:agencyId`, its customer or agent scope). A route
 * whose parameter matches no key fails the test: add the key here (and, for a new kind of record, create one in
 * testing/route-records.ts). Parameters that take a few words (`:status`, `:kind`) are read from the schema.
 */
export const paramRecords: Record<string, RecordKind> = {
  'agency/:agencyId': 'agency',
  'customer/:customerId': 'customer',
  'agent/:agentId': 'agent',
  'agency-report/:id': 'agencyReport',
  'agencyCustomer/:id': 'customer',
  'agent/:id': 'agent',
  'agent/:id/documents/:documentId': 'agentDocument',
  'alarms/:id': 'alarm',
  'badge-infos/:code': 'badgeCode',
  'badge/agentIndividualNumber/:id': 'agent',
  'checkpoint/:id': 'checkpoint',
  'circuit/:id': 'circuit',
  'customer-request/:id': 'customerRequest',
  'customer/:id': 'customer',
  'device/:id': 'device',
  'contract-signature-template/:id': 'signatureTemplate',
  'contract/:kind/:id': 'contract',
  'contract/template/:kind/:id': 'contractTemplate',
  'document/:id': 'document',
  'document/:id/file/:fileId': 'documentFile',
  'stock-reference/:id': 'stockReference',
  'stock-assignment/:id': 'stockAssignment',
  'emails/:id': 'mail',
  'emails/:id/attachments/:attachmentId': 'mailAttachment',
  'estimate/:id': 'estimate',
  'estimate/:id/files/:fileId': 'estimateFile',
  'event/:id': 'event',
  'event/:id/files/:fileId': 'eventFile',
  'files/:id': 'file',
  'informationNote/:id': 'informationNote',
  'informationNoteUserCompany/:id': 'informationNote',
  'invoice/:id': 'invoice',
  'invoice/:id/files/:fileId': 'invoiceFile',
  'invoice/:id/partial-payments/:paymentId': 'invoicePayment',
  'invoiceRecurrence/:id': 'invoiceRecurrence',
  'mails/:id': 'mail',
  'mails/:id/attachments/:attachmentId': 'mailAttachment',
  'notifications/:id': 'notification',
  'purchaseOrder/:id': 'purchaseOrder',
  'purchaseOrder/:id/files/:fileId': 'purchaseOrderFile',
  'request-types/:id': 'requestType',
  'request/:id': 'agentRequest',
  'round/:id': 'round',
  'salary-element/:id': 'salaryElement',
  'service-round/:id': 'roundExecution',
  'service/:id': 'service',
  'services/:id': 'service',
  'proposals/:id': 'planningProposal',
  'site-instruction/:id': 'siteInstruction',
  'site/:id': 'site',
  'site/:id/excluded-agent/:excludedAgentId': 'agent',
  'sites/:id': 'site',
  'unavailability-types/:id': 'unavailabilityType',
  'unavailability/:id': 'unavailability',
  'offer/:id': 'offer',
  'offer/:offerId': 'offer',
  'offer/:offerId/answer/:id': 'offerAnswer',
  'subscription-order/:id': 'shopOrder',
  'subscription-operation-delivery/:id': 'shopOrder',
  'payment-intent/:id': 'paymentCheckout',
  'default-payment-methods/:id': 'paymentMethod',
  'payment-methods/:id': 'paymentMethod',
  'agency-invoice/:id': 'agencyInvoice',
  // The platform's records (its administration: /api/admin/…), each agency's seeding making its own.
  'agency-offer/:id': 'agencyOffer',
  'subscription-article-type/:id': 'shopArticleType',
  'subscription-article/:id': 'shopArticle',
  'subscription-section/:id': 'shopSection',
  'admin/user/:userId': 'user',
  'specialty/:id': 'specialty',
  'discount/:id': 'discount',
  'catalog-item/:id': 'catalogItem',
  'report-template/:id': 'reportTemplate',
  'announcements/:id': 'announcement',
  'useful-docs/:id': 'usefulDocument',
  'ui-tutorial/:id': 'uiTutorial',
};

/**
 * The routes the rules above do not fit, each keyed by `METHOD /url` as registered, with its reason (in French).
 * `params`: parameters that name no record of an agency (public links carrying their own secret), called with these
 * values. `body`: a valid body made from the agency's records, where the schema alone cannot give one (a refinement
 * tying two fields together, a drawn signature). `alwaysNotFound`: a route that answers 404 even with the caller's
 * own records. `everyAgency`: a route outside the platform's administration whose records are the platform's, read
 * by every agency alike (no other agency's id to answer 404 to). Keep this list short: what is listed here is checked
 * less.
 */
export const routeExceptions: Record<
  string,
  {
    reason: string;
    params?: Record<string, string>;
    body?: (ids: Record<RecordKind, string>) => unknown;
    alwaysNotFound?: true;
    everyAgency?: true;
  }
> = {
  'PUT /api/agency/:agencyId/settings/einvoicing': {
    reason: 'l’adresse de la plateforme agréée suit un motif (https://…) que le générateur ne sait pas produire',
    body: () => ({
      enabled: false,
      baseUrl: 'https://pa.exemple.fr/api',
      clientId: 'client-matrice',
      clientSecret: 'secret-de-la-matrice',
      format: 'facturx',
    }),
  },
  'GET /api/contract/:kind/:id/:token': {
    reason: 'lien public de signature d’un contrat : son jeton est la seule clé, sans compte',
    params: { token: 'jeton-inconnu' },
  },
  'GET /api/contract/:kind/:id/:token/pdf': {
    reason: 'le PDF du lien public de signature : son jeton est la seule clé, sans compte',
    params: { token: 'jeton-inconnu' },
  },
  'POST /api/contract/:kind/signature': {
    reason:
      'signature publique d’un contrat : le corps porte une signature dessinée (une image PNG) que le schéma seul ne peut produire ; son jeton inconnu est refusé',
    body: (ids) => ({
      id: ids.contract,
      token: 'jeton-inconnu',
      signerName: 'Camille Martin',
      image: signaturePng(),
      consent: true,
      clientId: '2f9d1c4e-8b3a-4d6f-9e21-5a7c0b8d4e13',
    }),
  },
  'GET /api/useful-docs/:id/download': {
    reason: 'document utile de la plateforme : toutes les agences lisent les mêmes, aucun n’est à une agence',
    everyAgency: true,
  },
  'GET /api/mail/click/:token/:position': {
    reason: 'lien de suivi public d’un e-mail envoyé : son jeton est la seule clé, sans agence ni compte',
    params: { token: 'jeton-inconnu', position: '0' },
  },
  'GET /api/mail/open/:pixel': {
    reason: 'pixel de suivi public d’un e-mail envoyé : son jeton est la seule clé, sans agence ni compte',
    params: { pixel: 'jeton-inconnu.gif' },
  },
  'PUT /api/user/forgot-password/:confirmationToken': {
    reason: 'lien public de réinitialisation du mot de passe : le jeton à usage unique est la seule clé',
    params: { confirmationToken: 'jeton-inconnu' },
  },
};

/** How a route's path parameter is filled. */
export type ParamFill =
  | { name: string; record: RecordKind }
  | { name: string; words: string[] }
  | { name: string; fixed: string };

/** The parameters of a route and how each is filled, or why the route cannot be called (a missing key above). */
export function paramFills(route: RouteEntry): { fills: ParamFill[] } | { missing: string } {
  const exception = routeExceptions[`${route.method} ${route.url}`];
  const words = enumParamWords(route.schema?.params);
  const fills: ParamFill[] = [];
  for (const match of route.url.matchAll(/:([A-Za-z]+)/g)) {
    const name = match[1];
    const upTo = route.url.slice(0, (match.index ?? 0) + match[0].length);
    if (exception?.params && name in exception.params) {
      fills.push({ name, fixed: exception.params[name] });
      continue;
    }
    const key = Object.keys(paramRecords)
      .filter((candidate) => upTo.endsWith(`/${candidate}`))
      .sort((x, y) => y.length - x.length)[0];
    if (key) fills.push({ name, record: paramRecords[key] });
    else if (name in words) fills.push({ name, words: words[name] });
    else return { missing: `${route.method} ${route.url}: « ${upTo.split('/').slice(-2).join('/')} »` };
  }
  return { fills };
}
