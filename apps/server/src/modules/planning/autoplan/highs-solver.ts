import type { LpSolver } from '@securite/domain/planning/autoplan/autoplan-model';
import type loadHighs from 'highs';

type Highs = Awaited<ReturnType<typeof loadHighs>>;
let loaded: Promise<Highs> | null = null;

/** HiGHS (WebAssembly), loaded once per thread, when a plan is first proposed (not when the server starts). */
export function highsInstance(): Promise<Highs> {
  loaded ??= import('highs').then(({ default: load }) => load());
  return loaded;
}

/** The domain's LP solver over HiGHS: a MIP with a time limit (stopping within `relativeGap`), or its LP relaxation. */
export async function highsSolver(relativeGap = 0.01): Promise<LpSolver> {
  const highs = await highsInstance();
  return (lp, { timeLimitSeconds, relaxed }) => {
    const result = highs.solve(lp, {
      output_flag: false,
      time_limit: timeLimitSeconds,
      mip_rel_gap: relativeGap,
      ...(relaxed ? { solver: 'simplex' as const } : {}),
    });
    const status =
      result.Status === 'Optimal' ? 'optimal' : result.Status === 'Time limit reached' ? 'feasible' : 'none';
    const values: Record<string, number> = {};
    if (status !== 'none') {
      for (const [name, column] of Object.entries(result.Columns)) {
        const primal = (column as { Primal?: number }).Primal;
        if (typeof primal === 'number') values[name] = primal;
      }
    }
    const objective = Number(result.ObjectiveValue);
    if (status === 'feasible' && (!Number.isFinite(objective) || Object.keys(values).length === 0)) {
      return { status: 'none', objective: Number.NaN, values: {} };
    }
    return { status, objective, values };
  };
}
