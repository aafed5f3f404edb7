/**
 * Rights as data: create/edit pairs per entity, plus a few view and scope rights.
 * The spec does not show the names and values; these keys are ours and stored as text on memberships.
 */
export const rightEntities = {
  services: ['des services', 'les services'],
  circuits: ['des circuits', 'les circuits'],
  agents: ['des collaborateurs', 'les collaborateurs'],
  agentRequests: ['des demandes collaborateurs', 'les demandes collaborateurs'],
  unavailabilities: ['des indisponibilités', 'les indisponibilités'],
  sites: ['des sites', 'les sites'],
  checkpoints: ['des points de contrôle', 'les points de contrôle'],
  rounds: ['des rondes', 'les rondes'],
  events: ['des mains courantes', 'les mains courantes'],
  informationNotes: ["des notes d'information", "les notes d'information"],
  customers: ['des clients', 'les clients'],
  customerRequests: ['des demandes clients', 'les demandes clients'],
  estimates: ['des devis', 'les devis'],
  invoices: ['des factures', 'les factures'],
  purchaseOrders: ['des bons de commande', 'les bons de commande'],
  salaryElements: ['des éléments de salaire', 'les éléments de salaire'],
  reports: ["des bons d'intervention", "les bons d'intervention"],
  contracts: ['des contrats', 'les contrats'],
  contractTemplates: ['des modèles de contrat', 'les modèles de contrat'],
  documents: ['des documents', 'les documents'],
  stockReferences: ['des références de stock', 'les références de stock'],
  stockAssignments: ['des affectations de stock', 'les affectations de stock'],
  offers: ['des annonces', 'les annonces'],
  agencySettings: ["des paramètres de l'agence", "les paramètres de l'agence"],
} as const;
export type RightEntity = keyof typeof rightEntities;

/** Rights that are not a create/edit pair. */
export const singleRights = {
  'planning.sites': 'Voir le planning par sites',
  'planning.agents': 'Voir le planning par collaborateurs',
  'services.view': 'Voir tous les services',
  'services.unplanned': 'Démarrer un service non planifié',
  'unavailabilities.self': 'Gérer ses propres indisponibilités',
  'agents.directory': "Consulter l'annuaire",
  'agents.badge': 'Voir son badge',
  'events.view': 'Voir les mains courantes',
  'supervision.view': 'Superviser le terrain',
  'billing.view': 'Voir la facturation',
  'offers.view': 'Voir les annonces',
  'exports.view': 'Exporter les données',
  'emailTracking.view': 'Suivre les e-mails',
  'paymentMethods.edit': 'Modifier les moyens de paiement',
  'hours.view': 'Voir les heures',
} as const;

export type PairRight = `${RightEntity}.create` | `${RightEntity}.edit`;
export type Right = PairRight | keyof typeof singleRights;

function capitalizeVerb(verb: 'Créer' | 'Modifier', entity: RightEntity): string {
  const [indefinite, definite] = rightEntities[entity];
  return verb === 'Créer' ? `Créer ${indefinite}` : `Modifier ${definite}`;
}

/** French label of every right, as shown in the permission message and the rights editor. */
export const rightLabels: Record<Right, string> = (() => {
  const labels: Record<string, string> = {};
  for (const entity of Object.keys(rightEntities) as RightEntity[]) {
    labels[`${entity}.create`] = capitalizeVerb('Créer', entity);
    labels[`${entity}.edit`] = capitalizeVerb('Modifier', entity);
  }
  Object.assign(labels, singleRights);
  return labels as Record<Right, string>;
})();

export const allRights = Object.keys(rightLabels) as Right[];

export function isRight(value: string): value is Right {
  return Object.hasOwn(rightLabels, value);
}

/** The right needed to save an item: create when it has no id yet, edit otherwise (spec 000 section 5). */
export function saveRight(entity: RightEntity, item: { id?: unknown }): PairRight {
  return item.id === undefined || item.id === null || item.id === '' ? `${entity}.create` : `${entity}.edit`;
}
