// What an invoice must say before it is validated, beyond what the Factur-X model checks: the buyer's identity
// (CGI art. 242 nonies A: name and address; décret 2022-1299: the SIREN of a company buyer), and payment terms
// within the legal cap of the Code de commerce (L441-10).
import { L441_10_RULE, MAX_SETTLEMENT_DAYS, MAX_SETTLEMENT_DAYS_END_OF_MONTH } from '../customers/settlement.ts';
import { addDays, dateToDay, dayToDate } from '../time/calendar-day.ts';
import type { BillingCustomer } from './billing-parties.ts';

export const legalMessages = {
  customerSiren: (name: string) =>
    `Le client « ${name} » est une entreprise sans SIREN : renseignez son SIREN dans sa fiche avant de valider (mention obligatoire, décret 2022-1299).`,
  customerAddress: (name: string, missing: string[]) =>
    `L’adresse de facturation du client « ${name} » est incomplète (${missing.join(', ')}) : complétez-la dans sa fiche avant de valider.`,
  dueDateTooLate: (max: string) => `Échéance trop lointaine : au plus tard le ${max}. ${L441_10_RULE}`,
} as const;

const ADDRESS_FIELDS = [
  ['street', 'rue'],
  ['zipcode', 'code postal'],
  ['city', 'ville'],
] as const;

/** The French messages of what the buyer's record lacks for an invoice; empty when it is complete. */
export function customerIdentityIssues(
  customer: Pick<BillingCustomer, 'name' | 'siren' | 'address'> & { type?: 'company' | 'individual' },
): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if ((customer.type ?? 'company') === 'company' && !customer.siren?.trim())
    issues.push({ field: 'siren', message: legalMessages.customerSiren(customer.name) });
  const missing = ADDRESS_FIELDS.filter(([key]) => !customer.address[key]?.trim()).map(([, label]) => label);
  if (missing.length > 0)
    issues.push({ field: 'address', message: legalMessages.customerAddress(customer.name, missing) });
  return issues;
}

function endOfMonth(isoDate: string): string {
  const date = dayToDate(isoDate);
  return dateToDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

/**
 * The latest due date the law allows for an invoice issued on `issueDate`: 60 days after it, or, when the parties
 * agreed on « 45 jours fin de mois », the end of the month 45 days after it (whichever is later then).
 */
export function latestDueDate(issueDate: string, endOfMonthAgreed = false): string {
  const sixty = addDays(issueDate, MAX_SETTLEMENT_DAYS);
  if (!endOfMonthAgreed) return sixty;
  const eom = endOfMonth(addDays(issueDate, MAX_SETTLEMENT_DAYS_END_OF_MONTH));
  if (eom > sixty) return eom;
  return sixty;
}

/** The refusal of a due date past the legal cap, or null. */
export function dueDateIssue(issueDate: string, dueDate: string | null | undefined, endOfMonthAgreed = false) {
  if (!dueDate) return null;
  const latest = latestDueDate(issueDate, endOfMonthAgreed);
  if (dueDate <= latest) return null;
  return legalMessages.dueDateTooLate(`${latest.slice(8, 10)}/${latest.slice(5, 7)}/${latest.slice(0, 4)}`);
}
