import { isValidSiren } from '../identifiers/french-identifiers.ts';
import { DEFAULT_COUNTRY } from '../sites/site-schemas.ts';
import { hasYearInRange } from '../time/year-range.ts';
import { EMAIL_PATTERN, FRENCH_PHONE_PATTERN } from '../validation/rules.ts';
import { type ImportColumn, type ImportKind, importColumns, importKinds, normalizeHeader } from './import-columns.ts';

/** At most this many data rows per sheet: a bigger import is split by the admin. */
export const IMPORT_MAX_ROWS = 2000;

export interface ImportAddress {
  street: string | null;
  complement: string | null;
  zipcode: string | null;
  city: string | null;
  country: string;
}
export interface ImportedCustomer {
  name: string;
  type: 'company' | 'individual';
  email: string | null;
  phone: string | null;
  address: ImportAddress;
  siren: string | null;
}
export interface ImportedSite {
  name: string;
  customerName: string | null;
  address: ImportAddress;
}
export interface ImportedAgent {
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  cnapsCardNumber: string | null;
  /** YYYY-MM-DD */
  cnapsCardExpiresAt: string | null;
  specialties: string[];
}
export interface ImportedValues {
  customers: ImportedCustomer;
  sites: ImportedSite;
  agents: ImportedAgent;
}

/** One data row: its line in the file, what it is called, its errors (none: it can be imported) and its value. */
export interface ImportRow<K extends ImportKind = ImportKind> {
  line: number;
  label: string;
  errors: string[];
  value: ImportedValues[K] | null;
}

export interface ImportSheet<K extends ImportKind = ImportKind> {
  kind: K;
  /** Problems of the sheet itself (a missing column): nothing of it can be imported. */
  errors: string[];
  rows: ImportRow<K>[];
}

/** A sheet as read from the file: its rows of cells (text, or null for an empty cell), the header first. */
export interface RawSheet {
  kind: ImportKind;
  rows: ReadonlyArray<ReadonlyArray<string | null>>;
}

const clean = (value: string | null | undefined) => {
  const text = (value ?? '').replaceAll('\u0000', '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
};

/** « 31/12/2029 », « 31-12-2029 » or « 2029-12-31 » → 2029-12-31; null when it is no real day. */
export function parseImportDate(value: string): string | null {
  const fr = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  const [year, month, day] = fr
    ? [Number(fr[3]), Number(fr[2]), Number(fr[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const text = date.toISOString().slice(0, 10);
  return hasYearInRange(text) ? text : null;
}

/** Maps each column key to its index in the header row; the missing required columns are named. */
function readHeader(
  columns: readonly ImportColumn[],
  header: ReadonlyArray<string | null>,
): { index: Map<string, number>; missing: string[] } {
  const names = header.map((cell) => normalizeHeader(cell ?? ''));
  const index = new Map<string, number>();
  for (const column of columns) {
    const accepted = [column.label, ...(column.aliases ?? [])].map(normalizeHeader);
    const at = names.findIndex((name, i) => accepted.includes(name) && ![...index.values()].includes(i));
    if (at >= 0) index.set(column.key, at);
  }
  const missing = columns.filter((c) => c.required && !index.has(c.key)).map((c) => c.label);
  return { index, missing };
}

type Cells = Record<string, string | null>;

function readAddress(cells: Cells, errors: string[]): ImportAddress {
  // A spreadsheet that took the postcode for a number dropped its leading zero (01000 → 1000).
  const zipcode = cells.zipcode && /^\d{4}$/.test(cells.zipcode) ? `0${cells.zipcode}` : cells.zipcode;
  const country = cells.country ?? DEFAULT_COUNTRY;
  if (zipcode && normalizeHeader(country) === 'france' && !/^\d{5}$/.test(zipcode.replace(/\s/g, ''))) {
    errors.push(`Code postal : « ${zipcode} » n’est pas un code postal français (5 chiffres).`);
  }
  return {
    street: cells.street,
    complement: cells.complement,
    zipcode: zipcode ? zipcode.replace(/\s/g, '') : null,
    city: cells.city,
    country,
  };
}

function readEmail(cells: Cells, errors: string[]): string | null {
  const email = cells.email?.toLowerCase() ?? null;
  if (email && (!EMAIL_PATTERN.test(email) || email.length > 254)) {
    errors.push(`E-mail : « ${email} » n’est pas une adresse valide.`);
  }
  return email;
}

function readPhone(cells: Cells, errors: string[]): string | null {
  const phone = cells.phone;
  if (!phone) return null;
  const digits = phone.replace(/[\s.()-]/g, '');
  // Likewise a phone number stored as a number (06… → 6…).
  const compact = /^[1-9]\d{8}$/.test(digits) ? `0${digits}` : digits;
  if (!FRENCH_PHONE_PATTERN.test(compact)) {
    errors.push(`Téléphone : « ${phone} » n’est pas un numéro français (0X XX XX XX XX ou +33…).`);
  }
  return compact;
}

function requireText(cells: Cells, key: string, label: string, max: number, errors: string[]): string {
  const value = cells[key];
  if (!value) errors.push(`${label} : obligatoire.`);
  else if (value.length > max) errors.push(`${label} : ${max} caractères au plus.`);
  return value ?? '';
}

const readers: { [K in ImportKind]: (cells: Cells, errors: string[]) => ImportedValues[K] } = {
  customers(cells, errors) {
    const name = requireText(cells, 'name', 'Nom', 200, errors);
    const type = normalizeHeader(cells.type ?? 'entreprise');
    const individual = ['particulier', 'individuel', 'individual', 'personne physique'].includes(type);
    if (!individual && !['entreprise', 'societe', 'company', 'professionnel'].includes(type)) {
      errors.push(`Type : « ${cells.type} » inconnu (Entreprise ou Particulier).`);
    }
    const siren = cells.siren?.replace(/\s/g, '') ?? null;
    if (siren && !isValidSiren(siren.slice(0, 9))) errors.push(`SIREN : « ${cells.siren} » n’est pas un SIREN valide.`);
    return {
      name,
      type: individual ? 'individual' : 'company',
      email: readEmail(cells, errors),
      phone: readPhone(cells, errors),
      address: readAddress(cells, errors),
      siren: siren ? siren.slice(0, 9) : null,
    };
  },
  sites(cells, errors) {
    return {
      name: requireText(cells, 'name', 'Nom', 200, errors),
      customerName: cells.customer,
      address: readAddress(cells, errors),
    };
  },
  agents(cells, errors) {
    const firstname = requireText(cells, 'firstname', 'Prénom', 100, errors);
    const lastname = requireText(cells, 'lastname', 'Nom', 100, errors);
    const expiry = cells.cnapsCardExpiresAt;
    const expiresAt = expiry ? parseImportDate(expiry) : null;
    if (expiry && !expiresAt) {
      errors.push(`Fin de validité de la carte : « ${expiry} » n’est pas une date (JJ/MM/AAAA).`);
    }
    const card = cells.cnapsCardNumber;
    if (card && card.length > 60) errors.push('N° carte professionnelle : 60 caractères au plus.');
    const specialties = (cells.specialties ?? '')
      .split(/[;,|]/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (specialties.some((s) => s.length > 100)) errors.push('Spécialités : 100 caractères au plus chacune.');
    return {
      firstname,
      lastname,
      email: readEmail(cells, errors),
      phone: readPhone(cells, errors),
      cnapsCardNumber: card,
      cnapsCardExpiresAt: expiresAt,
      specialties: [...new Set(specialties)],
    };
  },
};

const labelOf = (kind: ImportKind, cells: Cells) =>
  kind === 'agents'
    ? [cells.firstname, cells.lastname].filter(Boolean).join(' ') || '(sans nom)'
    : (cells.name ?? '(sans nom)');

/** Reads one sheet: header, then each non-empty row through its kind's reader. */
export function readImportSheet<K extends ImportKind>(kind: K, rows: RawSheet['rows']): ImportSheet<K> {
  const columns = importColumns[kind];
  const headerAt = rows.findIndex((row) => row.some((cell) => clean(cell) !== null));
  if (headerAt < 0) return { kind, errors: ['La feuille est vide.'], rows: [] };
  const { index, missing } = readHeader(columns, rows[headerAt]);
  if (missing.length) {
    const list = missing.map((label) => `« ${label} »`).join(', ');
    return {
      kind,
      errors: [`Colonne${missing.length > 1 ? 's' : ''} ${list} manquante${missing.length > 1 ? 's' : ''}.`],
      rows: [],
    };
  }
  const data = rows.slice(headerAt + 1);
  const out: ImportRow<K>[] = [];
  for (const [i, row] of data.entries()) {
    const cells: Cells = {};
    for (const column of columns)
      cells[column.key] = clean(index.has(column.key) ? row[index.get(column.key) as number] : null);
    if (Object.values(cells).every((v) => v === null)) continue;
    const errors: string[] = [];
    const value = readers[kind](cells, errors);
    out.push({ line: headerAt + i + 2, label: labelOf(kind, cells), errors, value });
  }
  if (out.length > IMPORT_MAX_ROWS) {
    return { kind, errors: [`Trop de lignes : ${IMPORT_MAX_ROWS} au plus par feuille.`], rows: [] };
  }
  return { kind, errors: [], rows: out };
}

const key = (value: string) => normalizeHeader(value);

/**
 * Reads every sheet and checks the rows against each other and against the target agency: an e-mail or a customer
 * named twice, a site whose customer is neither in the file nor in the agency, a customer the agency already has.
 * The rows keep their errors; a row without errors can be imported.
 */
export function validateImport(
  sheets: readonly RawSheet[],
  agency: { customerNames: readonly string[] } = { customerNames: [] },
): ImportSheet[] {
  const read = new Map<ImportKind, ImportSheet>();
  for (const sheet of sheets) {
    if (!read.has(sheet.kind)) read.set(sheet.kind, readImportSheet(sheet.kind, sheet.rows));
  }
  const existing = new Set(agency.customerNames.map(key));
  const customers = (read.get('customers')?.rows ?? []) as ImportRow<'customers'>[];
  const seenCustomers = new Map<string, number>();
  const badCustomers = new Map<string, number>();
  for (const row of customers) {
    if (!row.value?.name) continue;
    const name = key(row.value.name);
    if (existing.has(name)) row.errors.push(`Nom : le client « ${row.value.name} » existe déjà dans l’agence.`);
    else if (seenCustomers.has(name)) {
      row.errors.push(`Nom : le client « ${row.value.name} » figure déjà à la ligne ${seenCustomers.get(name)}.`);
    } else if (row.errors.length) badCustomers.set(name, row.line);
    else seenCustomers.set(name, row.line);
  }
  const knownCustomers = new Set([...existing, ...seenCustomers.keys()]);
  for (const row of (read.get('sites')?.rows ?? []) as ImportRow<'sites'>[]) {
    const customer = row.value?.customerName;
    if (!customer || knownCustomers.has(key(customer))) continue;
    const line = badCustomers.get(key(customer));
    row.errors.push(
      line
        ? `Client : « ${customer} » est en erreur à la ligne ${line} de la feuille Clients.`
        : `Client : « ${customer} » n’est ni dans la feuille Clients ni dans l’agence.`,
    );
  }
  const seenEmails = new Map<string, number>();
  for (const row of (read.get('agents')?.rows ?? []) as ImportRow<'agents'>[]) {
    const email = row.value?.email;
    if (!email) continue;
    if (seenEmails.has(email))
      row.errors.push(`E-mail : « ${email} » figure déjà à la ligne ${seenEmails.get(email)}.`);
    else seenEmails.set(email, row.line);
  }
  return importKinds.filter((kind) => read.has(kind)).map((kind) => read.get(kind) as ImportSheet);
}

/** Counts for the preview and the confirmation. */
export function importCounts(sheets: readonly ImportSheet[]): { valid: number; invalid: number; blocked: number } {
  let valid = 0;
  let invalid = 0;
  let blocked = 0;
  for (const sheet of sheets) {
    if (sheet.errors.length) blocked++;
    for (const row of sheet.rows) {
      if (row.errors.length) invalid++;
      else valid++;
    }
  }
  return { valid, invalid, blocked };
}
