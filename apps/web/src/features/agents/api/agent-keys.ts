/** Query keys of the agents calls; mutations invalidate `agentKeys.all(agencyId)` to refresh every agents screen. */
export const agentKeys = {
  all: (agencyId: string) => ['agency', agencyId, 'agents'] as const,
  list: (agencyId: string, input: unknown) => ['agency', agencyId, 'agents', 'list', input] as const,
  allPages: (agencyId: string, filters: unknown) => ['agency', agencyId, 'agents', 'all-pages', filters] as const,
  detail: (agencyId: string, agentId: string) => ['agency', agencyId, 'agents', 'detail', agentId] as const,
  quota: (agencyId: string) => ['agency', agencyId, 'agents', 'quota'] as const,
  expirations: (agencyId: string, input: unknown) => ['agency', agencyId, 'agents', 'expirations', input] as const,
  directory: (agencyId: string) => ['agency', agencyId, 'agents', 'directory'] as const,
  /** The compact list of the planning (find-agent-names.ts). */
  names: (agencyId: string) => ['agency', agencyId, 'agents', 'names'] as const,
  badge: (agencyId: string, agentId: string) => ['agency', agencyId, 'agents', 'badge', agentId] as const,
  documents: (agencyId: string, agentId: string) => ['agency', agencyId, 'agents', 'documents', agentId] as const,
};
