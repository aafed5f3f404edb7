/** Every query of the main courante sits under this key: a change heard on the stream refreshes them all. */
export const eventsKey = (agencyId: string) => ['agency', agencyId, 'events'] as const;
