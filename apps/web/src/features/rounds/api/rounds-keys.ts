/**
 * Query keys of the rounds and checkpoints calls. Both sit under one root: saving or deleting a round changes the
 * checkpoints' round counts, and a checkpoint's title or colour shows in the rounds.
 */
export const roundsRootKey = (agencyId: string) => ['agency', agencyId, 'rounds-checkpoints'] as const;
export const checkpointsKey = (agencyId: string) => [...roundsRootKey(agencyId), 'checkpoints'] as const;
export const roundsKey = (agencyId: string) => [...roundsRootKey(agencyId), 'rounds'] as const;
export const roundKey = (agencyId: string, id: string) => [...roundsKey(agencyId), 'one', id] as const;
