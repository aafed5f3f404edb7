import type { AgentAddress, AgentInfosInput, ExpirationInput } from '@securite/domain/agents/agent-schemas';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agentExpirations, agentInfos } from '../../db/schema/agents.ts';
import { inAgency } from '../../db/tenant.ts';
import { ensureAgentInfos, nextRegistrationNumber } from './repo.ts';

type InfosPatch = Partial<typeof agentInfos.$inferInsert>;

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/** The columns an input changes: a field left out keeps its value. */
function patchOf(input: AgentInfosInput): InfosPatch {
  const patch: InfosPatch = {
    comments: blankToNull(input.comments),
    rating: input.rating,
    registrationNumber: blankToNull(input.registrationNumber),
    restrictions: blankToNull(input.restrictions),
    overtimeIncreaseBp:
      input.overtimeIncrease === undefined
        ? undefined
        : input.overtimeIncrease === null
          ? null
          : Math.round(input.overtimeIncrease * 100),
    hourlyCostCents: input.hourlyCostCents,
    // Duplicates and case variants of one specialty are kept once.
    specialties: input.specialties ? [...new Set(input.specialties.map((s) => s.trim()))] : undefined,
    plannable: input.plannable,
    weekDuration: input.weekDuration,
    type: input.type,
    externalCompanyName: blankToNull(input.externalCompanyName),
    activeContract: input.activeContract,
    dogs: input.dogs,
    cnapsCardNumber: blankToNull(input.cnapsCardNumber),
    cnapsCardExpiresAt: input.cnapsCardExpiresAt,
    birthDate: input.birthDate,
    birthPlace: blankToNull(input.birthPlace),
    nationality: blankToNull(input.nationality),
    sex: input.sex,
    jobTitle: blankToNull(input.jobTitle),
    qualification: blankToNull(input.qualification),
    contractType: input.contractType,
    entryDate: input.entryDate,
    exitDate: input.exitDate,
    workPermitType: blankToNull(input.workPermitType),
    workPermitNumber: blankToNull(input.workPermitNumber),
  };
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as InfosPatch;
}

/** Replaces the agent's dated documents with the given list, keeping the ids of those that stay. */
async function replaceExpirations(tx: Tx, agencyId: string, membershipId: string, list: ExpirationInput[]) {
  const scope = and(inAgency(agentExpirations, agencyId), eq(agentExpirations.membershipId, membershipId));
  const existing = new Set(
    (await tx.select({ id: agentExpirations.id }).from(agentExpirations).where(scope)).map((r) => r.id),
  );
  // An id that is not one of this agent's documents is a new document, never another agent's.
  const kept = list.filter((e) => e.id && existing.has(e.id)).map((e) => e.id as string);
  await tx.delete(agentExpirations).where(kept.length ? and(scope, notInArray(agentExpirations.id, kept)) : scope);
  for (const entry of list) {
    const values = {
      kind: entry.kind,
      label: entry.label,
      number: blankToNull(entry.number) ?? null,
      expiresAt: entry.expiresAt,
    };
    if (entry.id && kept.includes(entry.id)) {
      await tx
        .update(agentExpirations)
        .set(values)
        .where(and(scope, inArray(agentExpirations.id, [entry.id])));
    } else {
      await tx.insert(agentExpirations).values({ ...values, agencyId, membershipId });
    }
  }
}

/**
 * Writes an agent's details and documents. With generateRegistrationNumber and no number, the next number of
 * the agency is given: the caller holds the agency row lock, so two saves cannot take the same one.
 */
export async function writeAgentInfos(
  tx: Tx,
  input: { agencyId: string; membershipId: string; infos: AgentInfosInput; address?: AgentAddress | null },
): Promise<void> {
  const { agencyId, membershipId, infos } = input;
  const current = await ensureAgentInfos(tx, agencyId, membershipId);
  const patch = patchOf(infos);
  if (input.address !== undefined) patch.address = input.address;
  const number = patch.registrationNumber !== undefined ? patch.registrationNumber : current.registrationNumber;
  if (infos.generateRegistrationNumber && !number) {
    patch.registrationNumber = await nextRegistrationNumber(tx, agencyId);
  }
  if (Object.keys(patch).length > 0) {
    await tx
      .update(agentInfos)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(agentInfos.membershipId, membershipId), inAgency(agentInfos, agencyId)));
  }
  if (infos.expirations) await replaceExpirations(tx, agencyId, membershipId, infos.expirations);
}
