/**
 * The rounds a service must walk: those chosen for it in the service dialog when any are, otherwise every live
 * round of its site (so that a round created in the office for the site reaches the services already planned or
 * running there, and the interventions started on the site). Chosen rounds no longer live are dropped.
 */
export function roundsToWalk(chosen: readonly string[], siteRounds: readonly string[]): string[] {
  const live = new Set(siteRounds);
  if (chosen.length === 0) return [...siteRounds];
  return [...new Set(chosen)].filter((id) => live.has(id));
}
