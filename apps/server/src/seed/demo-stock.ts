import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { sites } from '../db/schema/sites.ts';
import { stockActions, stockAssignments, stockReferences } from '../db/schema/stock.ts';
import { memberships, users } from '../db/schema/tenancy.ts';
import { inAgency } from '../db/tenant.ts';

const references = [
  { title: 'Radio portative Motorola DP1400', reference: 'RAD-0001', types: ['Communication'], quantity: 12 },
  { title: 'Lampe torche LED rechargeable', reference: 'LAM-0001', types: ['Éclairage'], quantity: 20 },
  { title: 'Gilet haute visibilité', reference: 'GIL-0001', types: ['EPI', 'Tenue'], quantity: 30 },
  { title: 'Badge d’accès RFID', reference: 'BAD-0001', types: ['Contrôle d’accès'], quantity: 50 },
  {
    title: 'Défibrillateur automatisé externe',
    reference: 'DEF-0001',
    types: ['Secours'],
    quantity: 2,
    description: 'À vérifier chaque mois (batterie et électrodes).',
  },
] as const;

/**
 * The demo stock of « Sécurité Démo »: a catalogue of five references, equipment handed to Karim Benali (agent@, one
 * radio to return within the month) and Julie Moreau (late), and on the « Siège Client Démo » site (client@).
 */
export async function seedStock(tx: Tx, input: { agencyId: string; ownerUserId: string }): Promise<void> {
  const { agencyId, ownerUserId } = input;
  const today = todayIn('Europe/Paris');
  const refs = await tx
    .insert(stockReferences)
    .values(references.map((r) => ({ agencyId, ...r, types: [...r.types] })))
    .returning();
  await tx.insert(stockActions).values(
    refs.map((r) => ({
      agencyId,
      referenceId: r.id,
      kind: 'in' as const,
      quantity: r.quantity,
      note: 'Stock initial',
      createdBy: ownerUserId,
      createdAt: new Date(Date.now() - 30 * 86_400_000),
    })),
  );
  const byCode = new Map(refs.map((r) => [r.reference, r.id]));
  const agents = await tx
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inAgency(memberships, agencyId), inArray(users.email, ['agent@demo.test', 'agent2@demo.test'])));
  const agentOf = new Map(agents.map((a) => [a.email, a.id]));
  const [siege] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(inAgency(sites, agencyId), eq(sites.name, 'Siège Client Démo')));
  const handed = [
    { code: 'RAD-0001', agentId: agentOf.get('agent@demo.test'), quantity: 1, from: null, to: addDays(today, 20) },
    { code: 'LAM-0001', agentId: agentOf.get('agent@demo.test'), quantity: 1, from: null, to: addDays(today, 120) },
    { code: 'GIL-0001', agentId: agentOf.get('agent2@demo.test'), quantity: 2, from: null, to: addDays(today, -5) },
    { code: 'DEF-0001', siteId: siege?.id, quantity: 1, from: null, to: null },
    { code: 'BAD-0001', siteId: siege?.id, quantity: 10, from: addDays(today, 60), to: addDays(today, 90) },
  ];
  for (const h of handed) {
    const agentId = 'agentId' in h ? (h.agentId ?? null) : null;
    const siteId = 'siteId' in h ? (h.siteId ?? null) : null;
    if (!agentId && !siteId) continue;
    const referenceId = byCode.get(h.code) as string;
    const [assignment] = await tx
      .insert(stockAssignments)
      .values({
        agencyId,
        referenceId,
        agentId,
        siteId,
        quantity: h.quantity,
        assignedAt: addDays(today, -14),
        restitutionFrom: h.from,
        restitutionTo: h.to,
        createdBy: ownerUserId,
      })
      .returning();
    await tx.insert(stockActions).values({
      agencyId,
      referenceId,
      kind: 'assignment',
      quantity: h.quantity,
      assignmentId: assignment.id,
      agentId,
      siteId,
      createdBy: ownerUserId,
      createdAt: new Date(Date.now() - 14 * 86_400_000),
    });
  }
}
