import { assign, canTake, jitter, marginalCost, type PlanState, quickRefusal } from './autoplan-state.ts';

/**
 * The fast heuristic: posts in order of start, each to the cheapest agent (marginal cost, given what the proposal
 * gives everyone so far) whom the planning checks accept. `maxTries` bounds the agents tried per post.
 */
export function greedyFill(state: PlanState, posts: readonly number[], maxTries = Number.POSITIVE_INFINITY): void {
  const { problem } = state.base;
  const ordered = [...posts].sort(
    (x, y) => problem.posts[x].startAt.getTime() - problem.posts[y].startAt.getTime() || x - y,
  );
  for (const p of ordered) {
    if (state.assignment.has(p)) continue;
    const options: [number, number][] = [];
    for (let a = 0; a < problem.agents.length; a++) {
      if (quickRefusal(state, p, a)) continue;
      options.push([marginalCost(state, p, a) + jitter(p, a), a]);
    }
    options.sort((x, y) => x[0] - y[0]);
    let tries = 0;
    for (const [, a] of options) {
      if (tries++ >= maxTries) break;
      if (canTake(state, p, a)) {
        assign(state, p, a);
        break;
      }
    }
  }
}
