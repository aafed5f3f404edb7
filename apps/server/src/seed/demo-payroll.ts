import type { SalaryElementKind } from '@securite/domain/payroll/salary-elements';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { salaryElements } from '../db/schema/payroll.ts';
import { memberships, users } from '../db/schema/tenancy.ts';
import { inAgency } from '../db/tenant.ts';

const demoElements: Array<{ email: string; kind: SalaryElementKind; label: string; amountCents: number }> = [
  { email: 'agent@demo.test', kind: 'bonus', label: 'Prime de panier', amountCents: 4_550 },
  { email: 'agent@demo.test', kind: 'expense', label: 'Frais kilométriques', amountCents: 3_820 },
  { email: 'agent2@demo.test', kind: 'advance', label: 'Acompte sur salaire', amountCents: 30_000 },
  { email: 'agent3@demo.test', kind: 'bonus', label: 'Prime cynophile', amountCents: 12_000 },
  { email: 'agent4@demo.test', kind: 'deduction', label: 'Retenue tenue non restituée', amountCents: 2_500 },
];

/** A few salary elements of the current month for the demo agency's agents (the payroll export shows them). */
export async function seedPayroll(tx: Tx, input: { agencyId: string; ownerUserId: string }) {
  const month = todayIn('Europe/Paris').slice(0, 7);
  for (const element of demoElements) {
    const [agent] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(inAgency(memberships, input.agencyId), eq(users.email, element.email)));
    if (!agent) continue;
    await tx.insert(salaryElements).values({
      agencyId: input.agencyId,
      membershipId: agent.id,
      month,
      kind: element.kind,
      label: element.label,
      amountCents: element.amountCents,
      createdByUserId: input.ownerUserId,
    });
  }
}
