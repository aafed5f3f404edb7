import type { AdminAgencyCreate, AgencyOwnerInput } from '@securite/domain/admin/agency-save-schemas';
import { AuditAction } from '@securite/domain/admin/schemas';
import { defaultFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { agencies, memberships, users } from '../../db/schema/tenancy.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { INVITATION_TTL_DAYS, issueInvitationLink } from '../session/public.ts';
import { ownerInvitationMail } from './platform-mails.ts';

type AgencyRow = typeof agencies.$inferSelect;

/** The columns of an agency from the administration's form. */
export function agencyColumns(input: Omit<AdminAgencyCreate, 'owner'>) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    timezone: input.timezone,
    agentsLimit: input.agentsLimit,
    accountsLimit: input.accountsLimit,
    freeAccounts: input.freeAccounts,
    fake: input.fake,
  };
}

/** Inserts the agency with its default field settings (the spec's default serviceEventTypes). */
export async function insertAgency(tx: Tx, input: Omit<AdminAgencyCreate, 'owner'>): Promise<AgencyRow> {
  const [agency] = await tx
    .insert(agencies)
    .values({ ...agencyColumns(input), settings: { field: defaultFieldSettings } })
    .returning();
  return agency;
}

/**
 * Makes a user the agency's owner: an existing account by its e-mail keeps its password; a new one is created and
 * invited to choose one. Whether an invitation was sent.
 */
export async function addAgencyOwner(
  ctx: AppContext,
  tx: Tx,
  agency: AgencyRow,
  owner: AgencyOwnerInput,
): Promise<boolean> {
  const [existing] = await tx.select().from(users).where(eq(users.email, owner.email));
  const user =
    existing ??
    (
      await tx
        .insert(users)
        .values({ email: owner.email, firstname: owner.firstname, lastname: owner.lastname, fake: agency.fake })
        .returning()
    )[0];
  await tx.insert(memberships).values({ agencyId: agency.id, userId: user.id, role: 'owner', fake: agency.fake });
  if (existing?.passwordHash) return false;
  const link = await issueInvitationLink(ctx, tx, user.id);
  await queueMail(
    ctx,
    ownerInvitationMail({
      to: owner.email,
      firstname: owner.firstname,
      agencyId: agency.id,
      agencyName: agency.name,
      link,
      validDays: INVITATION_TTL_DAYS,
    }),
    { tx },
  );
  return true;
}

/** POST admin/agency: a new agency (and its owner, invited by e-mail), audited. */
export async function createAgency(
  ctx: AppContext,
  actorUserId: string,
  input: AdminAgencyCreate,
): Promise<{ id: string; name: string; ownerInvited: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const agency = await insertAgency(tx, input);
    const ownerInvited = input.owner ? await addAgencyOwner(ctx, tx, agency, input.owner) : false;
    await writeAuditEntry(tx, {
      agencyId: agency.id,
      actorUserId,
      action: AuditAction.CreateAgency,
      targetType: 'agency',
      targetId: agency.id,
      data: { name: agency.name, owner: input.owner?.email ?? null, fake: agency.fake },
    });
    return { id: agency.id, name: agency.name, ownerInvited };
  });
}
