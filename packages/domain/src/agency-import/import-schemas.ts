import { z } from 'zod';
import { zAdminAgencySave } from '../admin/agency-save-schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zRequiredString, zText, zUuid } from '../validation/zod.ts';
import { importKinds } from './import-columns.ts';

/** A spreadsheet of at most 5 Mo. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const importMessages = {
  fileUnreadable: 'Le fichier n’a pas pu être lu : enregistrez-le au format Excel (.xlsx) ou CSV et réessayez.',
  noSheet:
    'Aucune feuille reconnue : nommez les feuilles « Clients », « Sites » et « Collaborateurs » (ou téléchargez le modèle).',
  csvKindRequired: 'Indiquez ce que contient le fichier CSV.',
  hasErrors: (n: number) =>
    `Le fichier contient ${n} ligne${n > 1 ? 's' : ''} en erreur : rien n’a été importé. Corrigez le fichier, ou importez seulement les lignes valides.`,
  blocked: 'Une feuille ne peut pas être lue (colonne manquante) : corrigez le fichier avant d’importer.',
  nothingToImport: 'Aucune ligne valide à importer.',
  emailTaken: (email: string) => `E-mail : « ${email} » est déjà utilisée par un autre compte.`,
  imported: (n: number) => `${n} ligne${n > 1 ? 's' : ''} importée${n > 1 ? 's' : ''}.`,
} as const;

/** Where the rows go: a new agency (created by the import) or an existing one. */
export const zImportTarget = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('new'), agency: zAdminAgencySave }),
    z.object({ mode: z.literal('existing'), agencyId: zUuid() }),
  ],
  { error: m.invalid },
);
export type ImportTarget = z.infer<typeof zImportTarget>;

/** POST admin/import-agency/preview and admin/import-agency: the file in base64 and where it goes. */
export const zAgencyImportRequest = z.object({
  fileName: zRequiredString(255),
  content: zText(m.required)
    .min(1, m.required)
    .max(Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 4, 'Le fichier dépasse 5 Mo')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, m.invalid),
  /** What a CSV file holds (an xlsx names its sheets). */
  csvKind: z.enum(importKinds, { error: m.invalid }).nullish(),
  target: zImportTarget,
  /** Import the rows without errors and leave the others (after the admin confirmed). */
  onlyValid: z.boolean().default(false),
});
export type AgencyImportRequest = z.infer<typeof zAgencyImportRequest>;
export type AgencyImportInput = z.input<typeof zAgencyImportRequest>;

export const zImportRowView = z.object({ line: z.number().int(), label: z.string(), errors: z.array(z.string()) });
export const zImportSheetView = z.object({
  kind: z.enum(importKinds),
  errors: z.array(z.string()),
  rows: z.array(zImportRowView),
});
export type ImportSheetView = z.infer<typeof zImportSheetView>;

export const zAgencyImportPreview = z.object({
  sheets: z.array(zImportSheetView),
  valid: z.number().int(),
  invalid: z.number().int(),
  blocked: z.number().int(),
});
export type AgencyImportPreview = z.infer<typeof zAgencyImportPreview>;

export const zAgencyImportResult = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  created: z.object({ customers: z.number().int(), sites: z.number().int(), agents: z.number().int() }),
  skipped: z.number().int(),
});
export type AgencyImportResult = z.infer<typeof zAgencyImportResult>;
