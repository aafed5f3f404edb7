import { type CheckInput, issue } from './check-input.ts';

/** `notPlannable`: the agent's record says they are not to be planned. */
export function checkNotPlannable({ ctx, candidates }: CheckInput) {
  if (ctx.agent.plannable) return [];
  const message = `${ctx.agent.name} n’est pas planifiable (voir sa fiche collaborateur)`;
  return candidates.map((service) => issue(service.key, 'notPlannable', message));
}
