// E-reporting of payments (VAT on receipts): what is still to report to the platform for one invoice, each thing
// once. A payment received is reported with its amount; a payment removed afterwards (a refund, an entry made by
// mistake) is reported back negative; a credit note on an invoice already paid beyond what is left due gives back the
// excess (a refund), negative too.

export interface PaymentEntry {
  id: string;
  amountCents: number;
  date: string;
}

export interface ReportPlanInput {
  totalCents: number;
  payments: readonly PaymentEntry[];
  /** Validated credit notes of the invoice, in the order they were validated. */
  credits: readonly { id: string; totalCents: number }[];
  /** What was already reported (or is being reported): its key and signed amount. */
  reported: readonly { key: string; amountCents: number }[];
  today: string;
}

export interface PlannedReport {
  key: string;
  amountCents: number;
  date: string;
}

/** The reports to add, with a key each (`payment:`, `unpayment:`, `credit:`) that makes a second one impossible. */
export function planPaymentReports(input: ReportPlanInput): PlannedReport[] {
  const reported = new Map(input.reported.map((r) => [r.key, r.amountCents]));
  const out: PlannedReport[] = [];
  const add = (entry: PlannedReport) => {
    out.push(entry);
    reported.set(entry.key, entry.amountCents);
  };
  const current = new Set(input.payments.map((p) => p.id));
  for (const payment of input.payments)
    if (!reported.has(`payment:${payment.id}`) && payment.amountCents > 0)
      add({ key: `payment:${payment.id}`, amountCents: payment.amountCents, date: payment.date });
  for (const [key, amount] of [...reported]) {
    if (!key.startsWith('payment:')) continue;
    const id = key.slice('payment:'.length);
    if (!current.has(id) && !reported.has(`unpayment:${id}`))
      add({ key: `unpayment:${id}`, amountCents: -amount, date: input.today });
  }
  let due = input.totalCents;
  for (const credit of input.credits) {
    due -= credit.totalCents;
    const key = `credit:${credit.id}`;
    if (reported.has(key)) continue;
    const net = [...reported.values()].reduce((sum, cents) => sum + cents, 0);
    const excess = Math.min(net - Math.max(due, 0), credit.totalCents);
    if (excess > 0) add({ key, amountCents: -excess, date: input.today });
  }
  return out;
}
