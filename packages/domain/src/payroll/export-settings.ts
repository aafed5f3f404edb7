import { z } from 'zod';
import { zOptionalString } from '../validation/zod.ts';

/** Longest header or footer text of the generated documents. */
export const MAX_EXPORT_TEXT = 500;

/** Paramètres › export: the header and footer printed on generated documents (the staff register). */
export const zExportSettings = z.object({ header: z.string(), footer: z.string() });
export type ExportSettings = z.infer<typeof zExportSettings>;

/** PUT {agency}/settings/export: both texts, empty to print none. */
export const zExportSettingsUpdate = z.object({
  header: zOptionalString(MAX_EXPORT_TEXT).transform((v) => v ?? ''),
  footer: zOptionalString(MAX_EXPORT_TEXT).transform((v) => v ?? ''),
});
export type ExportSettingsInput = z.input<typeof zExportSettingsUpdate>;

/** The stored settings (agencies.settings.export), with empty texts for what is missing or malformed. */
export function readExportSettings(stored: unknown): ExportSettings {
  const parsed = zExportSettings.partial().safeParse(stored ?? {});
  const value = parsed.success ? parsed.data : {};
  return { header: value.header ?? '', footer: value.footer ?? '' };
}
