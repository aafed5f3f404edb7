import type { ContractKind } from './contract-kinds.ts';
import type { TemplateValues } from './template-variables.ts';

const common: TemplateValues = {
  'agence.nom': 'Agence Exemple Sécurité',
  'agence.adresse': '10 rue de l’Exemple, 75001 Paris',
  'agence.email': 'contact@agence-exemple.fr',
  'agence.telephone': '01 23 45 67 89',
  'contrat.titre': 'Contrat exemple',
  'contrat.reference': 'CTR-0001',
  'contrat.dateDebut': '01/01/2026',
  'contrat.dateFin': '31/12/2026',
  'signataire.nom': 'Camille Exemple',
  'signataire.email': 'camille@exemple.fr',
  'date.jour': '15/01/2026',
};

/** Example values for the platform's template previews (no agency record behind them). */
export const sampleTemplateValues: Record<ContractKind, TemplateValues> = {
  customer: {
    ...common,
    'client.nom': 'Client Exemple SAS',
    'client.adresse': '5 avenue du Client, 69002 Lyon',
    'client.email': 'accueil@client-exemple.fr',
    'client.telephone': '04 11 22 33 44',
    'client.siren': '123456789',
    'client.tva': 'FR32123456789',
    'client.numero': 'C-0001',
  },
  agent: {
    ...common,
    'collaborateur.prenom': 'Camille',
    'collaborateur.nom': 'Exemple',
    'collaborateur.nomComplet': 'Camille Exemple',
    'collaborateur.email': 'camille@exemple.fr',
    'collaborateur.telephone': '06 12 34 56 78',
    'collaborateur.adresse': '3 rue du Collaborateur, 93200 Saint-Denis',
    'collaborateur.dateNaissance': '14/07/1990',
    'collaborateur.lieuNaissance': 'Lille',
    'collaborateur.nationalite': 'Française',
    'collaborateur.matricule': 'M-0042',
    'collaborateur.emploi': 'Agent de sécurité',
    'collaborateur.qualification': 'Agent de prévention et de sécurité',
    'collaborateur.typeContrat': 'CDI',
    'collaborateur.dateEntree': '01/02/2026',
    'collaborateur.carteProNumero': 'CAR-075-2031-01-01-20260123456',
    'collaborateur.carteProExpiration': '01/01/2031',
  },
};
