import { contractTypeLabels } from '@securite/domain/agents/employment';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import type { TemplateValues } from '@securite/domain/contracts/template-variables';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { formatDay, todayIn } from '@securite/domain/time/calendar-day';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { type Address, customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { AgencyRow } from '../../http/tenancy.ts';

/** One line of a postal address. */
export const addressLine = (address: Address | null | undefined): string | null => {
  if (!address) return null;
  const city = [address.zipcode, address.city].filter(Boolean).join(' ');
  const line = [address.street, address.complement, city].filter((part) => part?.trim()).join(', ');
  return line || null;
};

const day = (value: string | null | undefined) => (value ? formatDay(value) : null);

/** What a contract's party is: its name for the lists and PDF, and the values of its variables. */
export interface ContractParty {
  name: string;
  email: string | null;
  values: TemplateValues;
}

const unprocessable = (field: string, message: string) =>
  new AppError(ErrorCode.Unprocessable, message, { errors: { [field]: message } });

/** The customer of a customer contract, from the agency's customers only (422 otherwise). */
export async function customerParty(tx: Tx, agencyId: string, customerId: string): Promise<ContractParty> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(inAgency(customers, agencyId), eq(customers.id, customerId)));
  if (!row) throw unprocessable('customerId', cm.customerMissing);
  return {
    name: row.name,
    email: row.email,
    values: {
      'client.nom': row.name,
      'client.adresse': addressLine(row.address),
      'client.email': row.email,
      'client.telephone': row.phone,
      'client.siren': row.siren,
      'client.tva': row.vatNumber,
      'client.numero': row.customerNumber,
    },
  };
}

/** The agent of an agent contract, from the agency's agent records only (422 otherwise). */
export async function agentParty(tx: Tx, agencyId: string, agentId: string): Promise<ContractParty> {
  const [row] = await tx
    .select({ user: users, infos: agentInfos })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(agentInfos, and(eq(agentInfos.membershipId, memberships.id), inAgency(agentInfos, agencyId)))
    .where(
      and(
        inAgency(memberships, agencyId),
        eq(memberships.id, agentId),
        eq(memberships.role, 'agent'),
        isNull(memberships.deletedAt),
      ),
    );
  if (!row) throw unprocessable('agentId', cm.agentMissing);
  const { user, infos } = row;
  const fullname = [user.firstname, user.lastname].filter(Boolean).join(' ').trim() || user.email || '';
  return {
    name: fullname,
    email: user.email,
    values: {
      'collaborateur.prenom': user.firstname,
      'collaborateur.nom': user.lastname,
      'collaborateur.nomComplet': fullname,
      'collaborateur.email': user.email,
      'collaborateur.telephone': user.phone,
      'collaborateur.adresse': addressLine(infos?.address),
      'collaborateur.dateNaissance': day(infos?.birthDate),
      'collaborateur.lieuNaissance': infos?.birthPlace,
      'collaborateur.nationalite': infos?.nationality,
      'collaborateur.matricule': infos?.registrationNumber ?? infos?.individualNumber,
      'collaborateur.emploi': infos?.jobTitle,
      'collaborateur.qualification': infos?.qualification,
      'collaborateur.typeContrat': infos?.contractType ? contractTypeLabels[infos.contractType] : null,
      'collaborateur.dateEntree': day(infos?.entryDate),
      'collaborateur.carteProNumero': infos?.cnapsCardNumber,
      'collaborateur.carteProExpiration': day(infos?.cnapsCardExpiresAt),
    },
  };
}

/** The party of a contract of a kind, or 422 on the missing field. */
export async function partyOf(
  tx: Tx,
  agencyId: string,
  kind: ContractKind,
  ids: { customerId?: string | null; agentId?: string | null },
): Promise<ContractParty> {
  if (kind === 'customer') {
    if (!ids.customerId) throw unprocessable('customerId', cm.customerRequired);
    return customerParty(tx, agencyId, ids.customerId);
  }
  if (!ids.agentId) throw unprocessable('agentId', cm.agentRequired);
  return agentParty(tx, agencyId, ids.agentId);
}

/** The agency's variables, the contract's and the signer's, with today in the agency's zone. */
export function contractValues(
  agency: Pick<AgencyRow, 'name' | 'email' | 'phone' | 'address' | 'timezone'>,
  contract: {
    title: string;
    reference?: string | null;
    startDate?: string | null;
    endDate?: string | null;
    signerName?: string | null;
    signerEmail?: string | null;
  },
  party: ContractParty,
  now: Date = new Date(),
): TemplateValues {
  return {
    ...party.values,
    'agence.nom': agency.name,
    'agence.adresse': addressLine(agency.address),
    'agence.email': agency.email,
    'agence.telephone': agency.phone,
    'contrat.titre': contract.title,
    'contrat.reference': contract.reference ?? null,
    'contrat.dateDebut': day(contract.startDate),
    'contrat.dateFin': day(contract.endDate),
    'signataire.nom': contract.signerName ?? null,
    'signataire.email': contract.signerEmail ?? null,
    'date.jour': formatDay(todayIn(agency.timezone, now)),
  };
}
