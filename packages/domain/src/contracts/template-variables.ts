import type { ContractKind } from './contract-kinds.ts';

/** One variable a template may use, written {{name}} in its body. */
export interface TemplateVariable {
  name: string;
  label: string;
}

const agencyVariables: TemplateVariable[] = [
  { name: 'agence.nom', label: 'Nom de l’agence' },
  { name: 'agence.adresse', label: 'Adresse de l’agence' },
  { name: 'agence.email', label: 'E-mail de l’agence' },
  { name: 'agence.telephone', label: 'Téléphone de l’agence' },
];

const contractVariables: TemplateVariable[] = [
  { name: 'contrat.titre', label: 'Titre du contrat' },
  { name: 'contrat.reference', label: 'Référence du contrat' },
  { name: 'contrat.dateDebut', label: 'Date de début' },
  { name: 'contrat.dateFin', label: 'Date de fin' },
  { name: 'signataire.nom', label: 'Nom du signataire' },
  { name: 'signataire.email', label: 'E-mail du signataire' },
  { name: 'date.jour', label: 'Date du jour' },
];

const customerVariables: TemplateVariable[] = [
  { name: 'client.nom', label: 'Nom du client' },
  { name: 'client.adresse', label: 'Adresse du client' },
  { name: 'client.email', label: 'E-mail du client' },
  { name: 'client.telephone', label: 'Téléphone du client' },
  { name: 'client.siren', label: 'SIREN du client' },
  { name: 'client.tva', label: 'N° de TVA du client' },
  { name: 'client.numero', label: 'Numéro client' },
];

const agentVariables: TemplateVariable[] = [
  { name: 'collaborateur.prenom', label: 'Prénom' },
  { name: 'collaborateur.nom', label: 'Nom' },
  { name: 'collaborateur.nomComplet', label: 'Prénom et nom' },
  { name: 'collaborateur.email', label: 'E-mail' },
  { name: 'collaborateur.telephone', label: 'Téléphone' },
  { name: 'collaborateur.adresse', label: 'Adresse' },
  { name: 'collaborateur.dateNaissance', label: 'Date de naissance' },
  { name: 'collaborateur.lieuNaissance', label: 'Lieu de naissance' },
  { name: 'collaborateur.nationalite', label: 'Nationalité' },
  { name: 'collaborateur.matricule', label: 'Matricule' },
  { name: 'collaborateur.emploi', label: 'Emploi' },
  { name: 'collaborateur.qualification', label: 'Qualification' },
  { name: 'collaborateur.typeContrat', label: 'Type de contrat' },
  { name: 'collaborateur.dateEntree', label: 'Date d’entrée' },
  { name: 'collaborateur.carteProNumero', label: 'N° de carte professionnelle' },
  { name: 'collaborateur.carteProExpiration', label: 'Expiration de la carte professionnelle' },
];

/** The documented variables of each kind: the agency's, the contract's, then the party's. */
export const templateVariables: Record<ContractKind, TemplateVariable[]> = {
  customer: [...customerVariables, ...contractVariables, ...agencyVariables],
  agent: [...agentVariables, ...contractVariables, ...agencyVariables],
};

/** The values a body is filled with, by variable name; null or missing: left blank for the reader to complete. */
export type TemplateValues = Partial<Record<string, string | null>>;

/** What a blank value prints as: a line to fill by hand, as on a paper contract. */
export const BLANK_VALUE = '…………';

/** Spec 001 section 8: 'Variable inconnu' for unknown template variables, with the variable's name. */
export const unknownVariableMessage = (name: string) => `Variable inconnu : ${name}`;

// {{ name }}: anything between double braces is a placeholder; a name outside the list is an unknown variable.
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** The placeholders of a body, in order of appearance, each once (trimmed). */
export function variablesOf(body: string): string[] {
  const names = new Set<string>();
  for (const match of body.matchAll(PLACEHOLDER)) names.add(match[1]!.trim());
  return [...names];
}

/** The placeholders of a body that are not variables of the kind. */
export function unknownVariables(body: string, kind: ContractKind): string[] {
  const known = new Set(templateVariables[kind].map((v) => v.name));
  return variablesOf(body).filter((name) => !known.has(name));
}

/** The field error of a body with unknown variables (the first ones named), or null when every one is known. */
export function bodyVariablesError(body: string, kind: ContractKind): string | null {
  const unknown = unknownVariables(body, kind);
  if (unknown.length === 0) return null;
  return unknownVariableMessage(unknown.slice(0, 3).join(', ') || '(vide)');
}

/**
 * The body with every known variable replaced by its value (a blank line when it has none). An unknown
 * placeholder is kept as written: callers refuse such bodies before (bodyVariablesError).
 */
export function fillTemplate(body: string, kind: ContractKind, values: TemplateValues): string {
  const known = new Set(templateVariables[kind].map((v) => v.name));
  return body.replace(PLACEHOLDER, (whole, raw: string) => {
    const name = raw.trim();
    if (!known.has(name)) return whole;
    const value = values[name];
    return value === null || value === undefined || value.trim() === '' ? BLANK_VALUE : value;
  });
}

/** The placeholder to insert for a variable. */
export const placeholderOf = (name: string) => `{{${name}}}`;
