/** What an agency import holds: one sheet per kind (xlsx), or one kind per CSV file. Written in this order. */
export const importKinds = ['customers', 'sites', 'agents'] as const;
export type ImportKind = (typeof importKinds)[number];

export const importKindLabels: Record<ImportKind, string> = {
  customers: 'Clients',
  sites: 'Sites',
  agents: 'Collaborateurs',
};

export interface ImportColumn {
  key: string;
  /** The header written in the template, and shown in errors. */
  label: string;
  required?: boolean;
  /** Other headers accepted for the column (compared without case, accents or punctuation). */
  aliases?: readonly string[];
  /** An example value for the template. */
  example: string;
}

const address: ImportColumn[] = [
  { key: 'street', label: 'Adresse', aliases: ['rue', 'adresse postale', 'voie'], example: '12 rue de la République' },
  { key: 'complement', label: 'Complément', aliases: ['complement d adresse'], example: 'Bâtiment B' },
  { key: 'zipcode', label: 'Code postal', aliases: ['cp', 'code'], example: '69002' },
  { key: 'city', label: 'Ville', aliases: ['commune'], example: 'Lyon' },
  { key: 'country', label: 'Pays', example: 'France' },
];

/** The columns of each sheet; the first row of a sheet names them. */
export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  customers: [
    {
      key: 'name',
      label: 'Nom',
      required: true,
      aliases: ['raison sociale', 'client', 'nom du client'],
      example: 'Résidence Les Tilleuls',
    },
    { key: 'type', label: 'Type', aliases: ['type de client'], example: 'Entreprise' },
    {
      key: 'email',
      label: 'E-mail',
      aliases: ['email', 'mail', 'courriel', 'adresse e-mail'],
      example: 'contact@tilleuls.fr',
    },
    { key: 'phone', label: 'Téléphone', aliases: ['tel', 'telephone', 'portable'], example: '04 72 00 00 00' },
    ...address,
    { key: 'siren', label: 'SIREN', aliases: ['siret'], example: '' },
  ],
  sites: [
    { key: 'name', label: 'Nom', required: true, aliases: ['site', 'nom du site'], example: 'Entrée principale' },
    { key: 'customer', label: 'Client', aliases: ['nom du client'], example: 'Résidence Les Tilleuls' },
    ...address,
  ],
  agents: [
    { key: 'firstname', label: 'Prénom', required: true, aliases: ['prenom'], example: 'Karim' },
    { key: 'lastname', label: 'Nom', required: true, aliases: ['nom de famille'], example: 'Benali' },
    {
      key: 'email',
      label: 'E-mail',
      aliases: ['email', 'mail', 'courriel', 'adresse e-mail'],
      example: 'karim.benali@exemple.fr',
    },
    { key: 'phone', label: 'Téléphone', aliases: ['tel', 'telephone', 'portable'], example: '06 12 34 56 78' },
    {
      key: 'cnapsCardNumber',
      label: 'N° carte professionnelle',
      aliases: ['carte professionnelle', 'numero de carte professionnelle', 'carte pro', 'n carte pro', 'cnaps'],
      example: 'CAR-069-2030-01-01-20250000001',
    },
    {
      key: 'cnapsCardExpiresAt',
      label: 'Fin de validité de la carte',
      aliases: ['expiration carte', 'date d expiration de la carte', 'validite carte'],
      example: '31/12/2029',
    },
    {
      key: 'specialties',
      label: 'Spécialités',
      aliases: ['specialite', 'qualifications'],
      example: 'SSIAP 1; Rondier',
    },
  ],
};

/** The sheet names recognised for each kind (compared like headers). */
export const importSheetNames: Record<ImportKind, readonly string[]> = {
  customers: ['clients', 'client', 'customers'],
  sites: ['sites', 'site'],
  agents: ['collaborateurs', 'collaborateur', 'agents', 'agent', 'salaries'],
};

/** A header or sheet name as compared: lower case, no accents, letters and digits separated by one space. */
export function normalizeHeader(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The kind a sheet's name stands for, or null. */
export function importKindOfSheet(name: string): ImportKind | null {
  const normalized = normalizeHeader(name);
  return importKinds.find((kind) => importSheetNames[kind].includes(normalized)) ?? null;
}
