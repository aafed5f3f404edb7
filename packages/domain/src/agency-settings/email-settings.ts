import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.ts';
import { EMAIL_PATTERN } from '../validation/rules.ts';
import { zOptionalString } from '../validation/zod.ts';

const optional = (max: number) => zOptionalString(max).transform((v) => v || null);

/** Issue 30: the customers' daily activity report leaves at this time of the agency's day (HH:MM), 07:00 unless set. */
export const DEFAULT_DAILY_REPORT_TIME = '07:00';
const zDailyReportTime = z
  .string({ error: m.invalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.invalid)
  .default(DEFAULT_DAILY_REPORT_TIME);

/**
 * params/email: how the agency's e-mails leave (the sender's name, where answers go, the signature under every
 * mail) and the default texts of the mails the product writes for it (intervention reports, plannings). Invoices
 * and reminders have their own texts (params/commercial-docs and params/emailRemind).
 */
export const zAgencyEmailSettings = z.object({
  senderName: optional(100),
  replyTo: optional(254)
    .transform((v) => v?.toLowerCase() ?? null)
    .refine((v) => !v || EMAIL_PATTERN.test(v), m.email),
  signature: optional(2000),
  reportMailSubject: optional(200),
  reportMailMessage: optional(5000),
  planningMailMessage: optional(2000),
  dailyReportTime: zDailyReportTime,
});
export type AgencyEmailSettings = z.infer<typeof zAgencyEmailSettings>;
export type AgencyEmailSettingsInput = z.input<typeof zAgencyEmailSettings>;

/** The settings as the API answers them. */
export const zAgencyEmailSettingsView = z.object({
  senderName: z.string().nullable(),
  replyTo: z.string().nullable(),
  signature: z.string().nullable(),
  reportMailSubject: z.string().nullable(),
  reportMailMessage: z.string().nullable(),
  planningMailMessage: z.string().nullable(),
  dailyReportTime: z.string(),
});

export const defaultAgencyEmailSettings: AgencyEmailSettings = {
  senderName: null,
  replyTo: null,
  signature: null,
  reportMailSubject: null,
  reportMailMessage: null,
  planningMailMessage: null,
  dailyReportTime: DEFAULT_DAILY_REPORT_TIME,
};

/** Reads the stored settings (agencies.settings.email) leniently: what no longer validates is left out. */
export function readAgencyEmailSettings(stored: unknown): AgencyEmailSettings {
  const parsed = zAgencyEmailSettings.safeParse(stored && typeof stored === 'object' ? stored : {});
  return parsed.success ? parsed.data : defaultAgencyEmailSettings;
}

/** The variables of the intervention report mail's subject and message. */
export const reportMailVariables = {
  site: 'le nom du site',
  agent: "le nom de l'agent",
  date: 'le jour de l’intervention',
  debut: 'le début réel',
  fin: 'la fin réelle',
  agence: "le nom de l'agence",
} as const;

/** Fills `{variable}`s in one pass; an unknown one stays as written. */
export function fillMailText(text: string, values: Record<string, string>): string {
  return text.replace(/\{([a-z]+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}

/** The text under an agency's mail: its signature after the usual « -- » line. */
export function withSignature(text: string, signature: string | null): string {
  return signature?.trim() ? `${text.trimEnd()}\n\n-- \n${signature.trim()}` : text;
}
