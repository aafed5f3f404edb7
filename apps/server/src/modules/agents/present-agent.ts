import type { Agent, AgentExpiration, AgentItem } from '@securite/domain/agents/agent-schemas';
import { agentStatusOf, CNAPS_CARD_KIND, expirationKindLabels } from '@securite/domain/agents/agent-types';
import { daysUntil, type ExpirationStatus, expirationStatus } from '@securite/domain/agents/expirations';
import { monthlyWorkingLimit } from '@securite/domain/agents/working-limit';
import { type CalendarDay, dayToDate } from '@securite/domain/time/calendar-day';
import type { AgentInfosRow, AgentRow, ExpirationRowDb, ItemRow, UserRowDb } from './repo.ts';

export const fullnameOf = (user: Pick<UserRowDb, 'firstname' | 'lastname'>) =>
  `${user.firstname} ${user.lastname}`.trim();

/** Percent from basis points (2500 → 25). */
export const percentOf = (basisPoints: number | null) => (basisPoints === null ? null : basisPoints / 100);

export function presentExpiration(row: ExpirationRowDb, today: CalendarDay): AgentExpiration {
  const todayDate = dayToDate(today);
  const expiry = dayToDate(row.expiresAt);
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    number: row.number,
    expiresAt: row.expiresAt,
    status: expirationStatus(expiry, todayDate),
    daysLeft: daysUntil(expiry, todayDate),
  };
}

export function presentItem(row: ItemRow): AgentItem {
  return {
    id: row.id,
    label: row.label,
    reference: row.reference,
    quantity: row.quantity,
    position: row.position,
    assignedAt: row.assignedAt,
  };
}

export function cardStatusOf(infos: Pick<AgentInfosRow, 'cnapsCardExpiresAt'> | null, today: CalendarDay) {
  if (!infos?.cnapsCardExpiresAt) return null;
  return expirationStatus(dayToDate(infos.cnapsCardExpiresAt), dayToDate(today), 'cnapsCard');
}

const severity: Record<ExpirationStatus, number> = { valid: 0, expiresSoon: 1, expired: 2 };

/**
 * The worst state of the CNAPS card and the agent's documents, contracts aside (null when nothing is dated), and
 * the labels of what is in that state when it is not valid, so that a badge says what expired.
 */
export function worstExpiration(
  infos: Pick<AgentInfosRow, 'cnapsCardExpiresAt'> | null,
  expirations: ExpirationRowDb[],
  today: CalendarDay,
): { status: ExpirationStatus | null; items: string[] } {
  const dated: { label: string; status: ExpirationStatus }[] = [];
  const card = cardStatusOf(infos, today);
  if (card) dated.push({ label: expirationKindLabels[CNAPS_CARD_KIND], status: card });
  for (const row of expirations) {
    if (row.kind === 'contract') continue;
    const label = row.label.trim() || expirationKindLabels[row.kind];
    dated.push({ label, status: expirationStatus(dayToDate(row.expiresAt), dayToDate(today)) });
  }
  if (dated.length === 0) return { status: null, items: [] };
  const status = dated.reduce<ExpirationStatus>(
    (worst, d) => (severity[d.status] > severity[worst] ? d.status : worst),
    'valid',
  );
  return { status, items: status === 'valid' ? [] : dated.filter((d) => d.status === status).map((d) => d.label) };
}

/** The agent as the API shows it; a record without details yet shows the defaults. */
export function presentAgent(
  row: AgentRow & { infos: AgentInfosRow },
  expirations: ExpirationRowDb[],
  items: ItemRow[],
  today: CalendarDay,
  profilePicture: string | null = null,
): Agent {
  const { membership, user, infos } = row;
  return {
    id: membership.id,
    userId: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    fullname: fullnameOf(user),
    email: user.email,
    phone: user.phone,
    status: agentStatusOf({ active: membership.active, hasPassword: user.passwordHash !== null }),
    active: membership.active,
    hasAccount: user.passwordHash !== null,
    rights: membership.rights,
    address: infos.address ?? null,
    isOwner: false,
    profilePicture,
    workingLimit: monthlyWorkingLimit(infos.activeContract),
    fake: membership.fake,
    createdAt: membership.createdAt.toISOString(),
    updatedAt: new Date(Math.max(infos.updatedAt.getTime(), membership.updatedAt.getTime())).toISOString(),
    agentInfos: {
      comments: infos.comments,
      rating: infos.rating,
      registrationNumber: infos.registrationNumber,
      individualNumber: infos.individualNumber,
      restrictions: infos.restrictions,
      overtimeIncrease: percentOf(infos.overtimeIncreaseBp),
      hourlyCostCents: infos.hourlyCostCents,
      specialties: infos.specialties,
      plannable: infos.plannable,
      weekDuration: infos.weekDuration,
      type: infos.type,
      externalCompanyName: infos.externalCompanyName,
      activeContract: infos.activeContract ?? null,
      dogs: infos.dogs,
      cnapsCardNumber: infos.cnapsCardNumber,
      cnapsCardExpiresAt: infos.cnapsCardExpiresAt,
      cnapsCardStatus: cardStatusOf(infos, today),
      birthDate: infos.birthDate,
      birthPlace: infos.birthPlace,
      nationality: infos.nationality,
      sex: infos.sex,
      jobTitle: infos.jobTitle,
      qualification: infos.qualification,
      contractType: infos.contractType,
      entryDate: infos.entryDate,
      exitDate: infos.exitDate,
      workPermitType: infos.workPermitType,
      workPermitNumber: infos.workPermitNumber,
      expirations: expirations.map((e) => presentExpiration(e, today)),
      items: items.map(presentItem),
    },
  };
}
