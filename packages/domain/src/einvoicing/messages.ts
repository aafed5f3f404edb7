/** The French messages of e-invoicing through the agency's approved platform (PA). */
export const einvoicingMessages = {
  baseUrl: 'Adresse https de la plateforme agréée attendue',
  tokenUrl: 'Adresse https du jeton OAuth2 attendue',
  format: 'Format de facture inconnu',
  formatUnavailable: 'Ce format n’est pas encore proposé',
  notConfigured: 'Aucune plateforme agréée n’est paramétrée pour l’agence',
  secretMissing: 'Le secret client OAuth2 est requis',
  connectionOk: 'Connexion réussie à la plateforme agréée',
  tokenRefused: (status: number) => `La plateforme a refusé les identifiants OAuth2 (HTTP ${status})`,
  unreachable: (detail: string) => `Plateforme injoignable : ${detail}`,
  paError: (status: number, detail: string) => `La plateforme a répondu HTTP ${status}${detail ? ` : ${detail}` : ''}`,
  buyerSirenMissing: 'Le client n’a pas de SIREN : il ne peut pas être trouvé dans l’annuaire',
  buyerNotFound: (siren: string) =>
    `Le SIREN ${siren} du client est introuvable dans l’annuaire de la facturation électronique : vérifiez-le sur la fiche client`,
  buyerFound: 'Client trouvé dans l’annuaire de la facturation électronique',
  documentNotFound: 'Facture introuvable',
  notBlocked: 'Seule une facture non transmise peut être renvoyée à la plateforme',
  fixBlocked:
    'Dès que le client est inscrit à l’annuaire, renvoyez la facture ; si son SIREN est faux, corrigez la fiche client puis émettez un avoir et une nouvelle facture',
  fixRejected:
    'Corrigez la cause indiquée par la plateforme, puis émettez un avoir et une nouvelle facture : une facture transmise ne peut plus être modifiée',
} as const;
