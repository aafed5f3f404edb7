/** The query key of one « Proposer un planning » run. */
export const proposalKey = (agencyId: string, id: string) => ['agency', agencyId, 'planning-proposal', id] as const;
