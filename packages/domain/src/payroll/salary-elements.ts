import { z } from 'zod';
import { zFetchRequest } from '../pagination/fetch-request.ts';
import { zPage } from '../pagination/schemas.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zRequiredString, zSearch, zUuid } from '../validation/zod.ts';

/** What a salary element is to the pay slip: added to it (bonus, expense) or taken off it (deduction, advance). */
export const salaryElementKinds = ['bonus', 'deduction', 'advance', 'expense'] as const;
export type SalaryElementKind = (typeof salaryElementKinds)[number];

export const salaryElementKindLabels: Record<SalaryElementKind, string> = {
  bonus: 'Prime',
  deduction: 'Retenue',
  advance: 'Acompte',
  expense: 'Frais',
};

/**
 * An element as one line reads it: its label when it already names its kind (« Prime de panier »), otherwise the
 * label with the kind after it (« Panier (prime) »), so that the kind is never said twice.
 */
export function salaryElementTitle(element: { kind: SalaryElementKind; label: string }): string {
  const kind = salaryElementKindLabels[element.kind];
  const label = element.label.trim();
  const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (folded(label).startsWith(folded(kind))) return label;
  return `${label} (${kind.toLowerCase()})`;
}

/** The sign an element has on the net pay: bonuses and expenses are paid, deductions and advances taken off. */
export const salaryElementSign: Record<SalaryElementKind, 1 | -1> = {
  bonus: 1,
  expense: 1,
  deduction: -1,
  advance: -1,
};

/** The largest amount of one element: 1 000 000,00 €. */
export const MAX_SALARY_ELEMENT_CENTS = 100_000_000;

export const salaryElementMessages = {
  notFound: 'Élément de salaire introuvable',
  agentNotFound: 'Collaborateur introuvable',
  month: 'Mois invalide (AAAA-MM)',
  amount: 'Le montant doit être un nombre entier de centimes supérieur à 0',
  amountTooHigh: 'Le montant ne peut pas dépasser 1 000 000,00 €',
} as const;

/** A month of pay as « 2026-03 ». */
export const MONTH_PATTERN = /^(19|20)\d\d-(0[1-9]|1[0-2])$/;
export const zMonth = () =>
  z.string({ error: salaryElementMessages.month }).regex(MONTH_PATTERN, salaryElementMessages.month);

export const zSalaryElementKind = z.enum(salaryElementKinds, { error: m.invalid });

/** POST {agency}/salary-element: creates (right salaryElements.create), or edits with an id (.edit). */
export const zSalaryElementRequest = z.object({
  id: zUuid().nullish(),
  agentId: zUuid(),
  month: zMonth(),
  kind: zSalaryElementKind,
  label: zRequiredString(200),
  amountCents: z
    .number({ error: salaryElementMessages.amount })
    .int(salaryElementMessages.amount)
    .min(1, salaryElementMessages.amount)
    .max(MAX_SALARY_ELEMENT_CENTS, salaryElementMessages.amountTooHigh),
});
export type SalaryElementRequest = z.infer<typeof zSalaryElementRequest>;

export const zSalaryElement = z.object({
  id: z.string(),
  agent: z.object({ id: z.string(), fullname: z.string() }),
  month: z.string(),
  kind: zSalaryElementKind,
  label: z.string(),
  amountCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SalaryElement = z.infer<typeof zSalaryElement>;

/** POST {agency}/fetch/salary-elements: filtered by month, agent and kind, newest first by default. */
export const zSalaryElementFetchRequest = zFetchRequest(
  z.object({
    month: zMonth().optional(),
    agentId: zUuid().optional(),
    kind: zSalaryElementKind.optional(),
    search: zSearch(100),
  }),
  ['createdAt', 'month', 'amountCents'] as const,
);
export type SalaryElementFetchRequest = z.infer<typeof zSalaryElementFetchRequest>;
export type SalaryElementFetchInput = z.input<typeof zSalaryElementFetchRequest>;

export const zSalaryElementPage = zPage(zSalaryElement);
export type SalaryElementPage = z.infer<typeof zSalaryElementPage>;

/** Cents as the French read euros: 1234,50 € (with a narrow no-break space for thousands). */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** GET {agency}/salary-elements/agents: the agents an element may be given to, by name. */
export const zSalaryElementAgents = z.array(z.object({ id: z.string(), fullname: z.string() }));
export type SalaryElementAgents = z.infer<typeof zSalaryElementAgents>;

/** The month of a day (« 2026-03 » of « 2026-03-17 »). */
export const monthOfDay = (day: string) => day.slice(0, 7);

/** The month `delta` months after (before when negative) « YYYY-MM ». */
export function shiftMonthKey(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Euros typed by a French user (« 45,50 », « 1 200 ») as cents; null when it is not an amount. */
export function parseEurosToCents(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}
