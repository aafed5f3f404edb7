import { randomUUID } from 'node:crypto';
import { AuditAction, type FakeDataAddResponse } from '@securite/domain/admin/schemas';
import type { AppContext } from '../../context.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { writeAuditEntry } from '../audit/public.ts';

const firstnames = ['Camille', 'Louis', 'Inès', 'Hugo', 'Léa', 'Nathan', 'Chloé', 'Karim', 'Manon', 'Théo', 'Sarah'];
const lastnames = ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Girard', 'Roux', 'Fontaine', 'Mercier'];
const companies = ['Résidence', 'Entrepôt', 'Centre commercial', 'Clinique', 'Hôtel', 'Parking', 'Chantier', 'Campus'];
const cities = ['Lyon', 'Lille', 'Nantes', 'Bordeaux', 'Marseille', 'Rennes', 'Toulouse', 'Strasbourg'];

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

/**
 * Fills an agency with demo records flagged fake, so a prospect or a trainer can try the product; the fake
 * filter hides them from staff, and writes to them are refused outside the allowed paths. Fake agents have
 * no password: they cannot sign in.
 */
export async function addFakeData(
  ctx: AppContext,
  input: { agencyId: string; actorUserId: string; customers: number; agents: number },
): Promise<FakeDataAddResponse> {
  return ctx.db.transaction(async (tx) => {
    const customerRows = input.customers
      ? await tx
          .insert(customers)
          .values(
            Array.from({ length: input.customers }, () => {
              const city = pick(cities);
              return {
                agencyId: input.agencyId,
                name: `${pick(companies)} ${pick(lastnames)} (${city})`,
                address: { city, country: 'France' },
                fake: true,
              };
            }),
          )
          .returning({ id: customers.id, name: customers.name })
      : [];
    const agents: FakeDataAddResponse['agents'] = [];
    for (let i = 0; i < input.agents; i++) {
      const [user] = await tx
        .insert(users)
        .values({
          email: `demo-${randomUUID()}@exemple.invalid`,
          firstname: pick(firstnames),
          lastname: pick(lastnames),
          firstLogin: false,
          fake: true,
        })
        .returning();
      const [membership] = await tx
        .insert(memberships)
        .values({ agencyId: input.agencyId, userId: user.id, role: 'agent', fake: true })
        .returning({ id: memberships.id });
      agents.push({ id: membership.id, fullname: `${user.firstname} ${user.lastname}` });
    }
    await writeAuditEntry(tx, {
      agencyId: input.agencyId,
      actorUserId: input.actorUserId,
      action: AuditAction.AddFakeData,
      targetType: 'agency',
      targetId: input.agencyId,
      data: { customers: customerRows.length, agents: agents.length },
    });
    return { customers: customerRows, agents };
  });
}
