import { z } from 'zod';
import { zSearch, zText, zUuid } from '../validation/zod.ts';
import { zActiveContract, zAgentItem } from './agent-schemas.ts';
import { agentTypes } from './agent-types.ts';

/** Agents come in pages of 500, fetched in parallel (spec 000 section 9). */
export const AGENTS_PAGE_LIMIT = 500;
export const DEFAULT_AGENTS_LIMIT = 10;

/** A missing body (Fastify hands it over as null) means the defaults. */
export const orDefaults = <T extends z.ZodObject>(schema: T) =>
  schema.nullish().transform((v): z.output<T> => v ?? schema.parse({}));

const zPaging = {
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(AGENTS_PAGE_LIMIT).default(DEFAULT_AGENTS_LIMIT),
};

export const agentOrderFields = ['createdAt', 'lastname', 'firstname', 'registrationNumber', 'rating'] as const;
export const zAgentOrderBy = z.object({
  field: z.enum(agentOrderFields).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});

export const zAgentFilters = z.object({
  search: zSearch(200),
  status: z.enum(['active', 'inactive', 'all']).default('all'),
  /** Agents holding any of these specialties. */
  specialties: z.array(zText().trim().min(1).max(100)).max(50).optional(),
  plannable: z.boolean().optional(),
  type: z.enum(agentTypes).optional(),
  /** Agents with the CNAPS card or a certificate in that state. */
  expiration: z.enum(['expired', 'expiresSoon']).optional(),
});
export type AgentFilters = z.infer<typeof zAgentFilters>;

/** POST {agency}/fetch/agents. */
export const zFetchAgentsRequest = orDefaults(
  z.object({
    filters: zAgentFilters.default({ status: 'all' }),
    ...zPaging,
    orderBy: zAgentOrderBy.default({ field: 'createdAt', direction: 'desc' }),
  }),
);
export type FetchAgentsRequest = z.input<typeof zFetchAgentsRequest>;
export type FetchAgentsQuery = z.output<typeof zFetchAgentsRequest>;

/** POST {agency}/fetch/agents/export: the filtered list, every page. */
export const zExportAgentsRequest = orDefaults(
  z.object({
    filters: zAgentFilters.default({ status: 'all' }),
    orderBy: zAgentOrderBy.default({ field: 'lastname', direction: 'asc' }),
  }),
);
export type ExportAgentsQuery = z.output<typeof zExportAgentsRequest>;

export const zAgentListItem = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'invited', 'inactive']),
  active: z.boolean(),
  hasAccount: z.boolean(),
  registrationNumber: z.string().nullable(),
  specialties: z.array(z.string()),
  plannable: z.boolean(),
  rating: z.number().int(),
  type: z.enum(agentTypes),
  externalCompanyName: z.string().nullable(),
  activeContract: zActiveContract.nullable(),
  workingLimit: z.number().nullable(),
  cnapsCardNumber: z.string().nullable(),
  cnapsCardExpiresAt: z.string().nullable(),
  /** The worst state of the CNAPS card and certificates (contracts aside); null when none is dated. */
  expirationStatus: z.enum(['expired', 'expiresSoon', 'valid']).nullable(),
  /** What is in that state when it is not valid (« SSIAP 2 », « Carte professionnelle CNAPS »); empty otherwise. */
  expirationItems: z.array(z.string()).default([]),
  /** The id of the agent's photo (GET {agency}/files/{id}/download), null without one. */
  profilePicture: z.string().nullable().default(null),
  fake: z.boolean(),
  createdAt: z.string(),
});
export type AgentListItem = z.infer<typeof zAgentListItem>;

export const zFetchAgentsResponse = z.object({
  data: z.array(zAgentListItem),
  /** Agents matching the filters (for the pages). */
  total: z.number().int(),
  /** Every specialty used in the agency, for the filter. */
  specialties: z.array(z.string()),
  /** Whether a filter narrowed the list. */
  filtered: z.boolean(),
});
export type FetchAgentsResponse = z.infer<typeof zFetchAgentsResponse>;

/** GET {agency}/agents/quota: limits and counts, so the web can warn before the dialog opens. */
export const zAgentQuota = z.object({
  agentsLimit: z.number().int().nullable(),
  accountsLimit: z.number().int().nullable(),
  freeAccounts: z.number().int(),
  /** Subscription accounts plus free accounts; null: unlimited. */
  totalAccountsLimit: z.number().int().nullable(),
  agents: z.number().int(),
  accounts: z.number().int(),
});

/** POST {agency}/fetch/agents/working-times. */
export const zWorkingTimesRequest = orDefaults(
  z.object({ agentIds: z.array(zUuid()).max(AGENTS_PAGE_LIMIT).optional(), ...zPaging }),
);
export const zWorkingTime = z.object({
  agentId: z.string(),
  fullname: z.string(),
  activeContract: zActiveContract.nullable(),
  weekDuration: z.number().nullable(),
  /** Monthly hours: monthly contracts as is, weekly × 52/12 rounded to 2 decimals. */
  workingLimit: z.number().nullable(),
});
export const zWorkingTimesResponse = z.object({ data: z.array(zWorkingTime), total: z.number().int() });

/** POST {agency}/fetch/directory: the Annuaire. */
export const zDirectoryRequest = orDefaults(
  z.object({ filters: z.object({ search: zSearch(200) }).default({}), ...zPaging }),
);
export const zDirectoryEntry = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  role: z.enum(['owner', 'staff', 'agent']),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  specialties: z.array(z.string()),
  /** The id of the person's photo, null without one. */
  profilePicture: z.string().nullable().default(null),
});
export const zDirectoryResponse = z.object({ data: z.array(zDirectoryEntry), total: z.number().int() });
export type DirectoryEntry = z.infer<typeof zDirectoryEntry>;

/** POST {agency}/agent/fetch/items: equipment across agents. */
export const zFetchItemsRequest = orDefaults(
  z.object({
    filters: z
      .object({
        agentIds: z.array(zUuid()).max(AGENTS_PAGE_LIMIT).optional(),
        search: zSearch(200),
      })
      .default({}),
    ...zPaging,
  }),
);
export const zAgentItemWithAgent = zAgentItem.extend({
  agent: z.object({ id: z.string(), fullname: z.string() }),
});
export const zFetchItemsResponse = z.object({ data: z.array(zAgentItemWithAgent), total: z.number().int() });
