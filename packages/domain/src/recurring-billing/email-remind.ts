import { z } from 'zod';
import { addDays } from '../time/calendar-day.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zRequiredString } from '../validation/zod.ts';

export const REMIND_PLACEHOLDERS = ['{numero}', '{montant}', '{echeance}', '{client}'] as const;

export const defaultRemindSubject = 'Relance : facture {numero} en attente de règlement';
export const defaultRemindBody =
  'Bonjour,\n\nSauf erreur de notre part, la facture {numero} d’un montant de {montant}, échue le {echeance}, reste impayée. ' +
  'Vous la trouverez ci-jointe.\n\nMerci de bien vouloir procéder à son règlement.\n\nCordialement';

/** params/emailRemind: when late invoices are reminded and with which e-mail (stored in agencies.settings). */
export const zEmailRemindSettings = z.object({
  enabled: z.boolean().default(false),
  /** The first reminder goes this many days after the due date. */
  daysAfterDue: z.number().int(m.integer).min(0, m.positiveInteger).max(365).default(7),
  /** Then again every N days… */
  repeatEveryDays: z.number().int(m.integer).min(1, m.positiveInteger).max(365).default(7),
  /** …up to this many reminders in all. */
  maxReminders: z.number().int(m.integer).min(1, m.positiveInteger).max(10).default(3),
  subject: zRequiredString(300).default(defaultRemindSubject),
  body: zRequiredString(5000).default(defaultRemindBody),
});
export type EmailRemindSettings = z.infer<typeof zEmailRemindSettings>;

/** The stored settings, or the defaults (disabled) when none or unreadable. */
export function readEmailRemindSettings(raw: unknown): EmailRemindSettings {
  const parsed = zEmailRemindSettings.safeParse(raw ?? {});
  return parsed.success ? parsed.data : zEmailRemindSettings.parse({});
}

/** The day of reminder `step` (1 = the first) of an invoice due on `dueDate`. */
export function reminderDay(
  dueDate: string,
  step: number,
  s: Pick<EmailRemindSettings, 'daysAfterDue' | 'repeatEveryDays'>,
) {
  return addDays(dueDate, s.daysAfterDue + (step - 1) * s.repeatEveryDays);
}

/**
 * The reminder step due on `today` for an invoice due on `dueDate` (the last one whose day has come), 0 when
 * none yet. A server down for days sends the current step only, never a burst of the missed ones.
 */
export function reminderStepDue(dueDate: string, today: string, s: EmailRemindSettings): number {
  if (today <= dueDate) return 0;
  let step = 0;
  while (step < s.maxReminders && reminderDay(dueDate, step + 1, s) <= today) step++;
  return step;
}

/** The next reminder day after the `sent` first ones, or null when all were sent. */
export function nextReminderDay(dueDate: string, sent: number, s: EmailRemindSettings): string | null {
  return sent >= s.maxReminders ? null : reminderDay(dueDate, sent + 1, s);
}

export interface RemindValues {
  numero: string;
  montant: string;
  echeance: string;
  client: string;
}

/** Replaces {numero}, {montant}, {echeance} and {client}; any other brace text is left as written. */
export function renderRemindTemplate(template: string, values: RemindValues): string {
  return template.replace(/\{(numero|montant|echeance|client)\}/g, (_, key: keyof RemindValues) => values[key]);
}

export const zRemindSchedule = z.object({
  documentId: z.uuid(),
  number: z.string().nullable(),
  customerName: z.string(),
  dueDate: z.string(),
  totalCents: z.number().int(),
  sent: z.array(z.object({ step: z.number().int(), sentAt: z.string() })),
  nextReminderDate: z.string().nullable(),
});
export type RemindSchedule = z.infer<typeof zRemindSchedule>;
export const zRemindSchedulePage = z.object({
  data: z.array(zRemindSchedule),
  total: z.number().int(),
  enabled: z.boolean(),
});
