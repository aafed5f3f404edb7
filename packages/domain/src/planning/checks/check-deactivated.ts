import { type CheckInput, issue } from './check-input.ts';

/** `deactivated`: the agent's record is archived (the agent left the company); a record without a login account is not. */
export function checkDeactivated({ ctx, candidates }: CheckInput) {
  if (ctx.agent.active) return [];
  const message = `La fiche collaborateur de ${ctx.agent.name} est désactivée`;
  return candidates.map((service) => issue(service.key, 'deactivated', message));
}
