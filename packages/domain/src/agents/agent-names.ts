import { z } from 'zod';

/**
 * GET {agency}/agents/names: every live agent record (with or without a login account, as the planners plan
 * them), by last name, compact, for the screens that only name or pick an agent (the planning grids' rows, the
 * services' filters): id, full name, `plannable: false` only when not plannable, and the first specialty when
 * there is one. The full list item is some fifteen times larger.
 */
export const zAgentNames = z.object({
  agents: z.array(
    z.object({
      id: z.string(),
      fullname: z.string(),
      plannable: z.literal(false).optional(),
      specialty: z.string().optional(),
    }),
  ),
});
export type AgentNames = z.infer<typeof zAgentNames>;

/** An agent as the screens that only name them read it. */
export interface AgentName {
  id: string;
  fullname: string;
  plannable: boolean;
  /** The first specialty, null without one. */
  specialty: string | null;
}

export function expandAgentNames(answer: AgentNames): AgentName[] {
  return answer.agents.map((a) => ({
    id: a.id,
    fullname: a.fullname,
    plannable: a.plannable !== false,
    specialty: a.specialty ?? null,
  }));
}
