import { todayIn } from '@securite/domain/time/calendar-day';
import type { Tx } from '../db/client.ts';
import { invoiceRecurrences } from '../db/schema/recurring-billing.ts';

/**
 * One monthly recurrence of « Client Démo », billed as a draft on the 1st from this month: the job makes this
 * month's invoice at the server's start, and the `abonnements` page shows the next date.
 */
export async function seedRecurringBilling(
  tx: Tx,
  input: { agencyId: string; customerId: string; ownerUserId: string },
): Promise<void> {
  const today = todayIn('Europe/Paris');
  await tx.insert(invoiceRecurrences).values({
    agencyId: input.agencyId,
    customerId: input.customerId,
    subject: 'Gardiennage mensuel — forfait',
    lines: [
      {
        label: 'Forfait gardiennage du site (mois)',
        description: null,
        kind: 'service',
        quantity: 1,
        unitCode: 'C62',
        unitPriceCents: 480_000,
        vatRateBp: 2000,
      },
    ],
    frequency: 'monthly',
    dayOfMonth: 1,
    startDate: `${today.slice(0, 7)}-01`,
    mode: 'draft',
    createdBy: input.ownerUserId,
  });
}
