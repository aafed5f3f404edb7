import { isBlocking, type PlanningErrorType, type PlanningIssue } from '../planning-errors.ts';

export type IssueCounts = {
  blocking: number;
  warnings: number;
  byType: Partial<Record<PlanningErrorType, number>>;
};

/**
 * How many issues refuse the save and how many only warn, given the agency's blocking choice, with the count per
 * type: the cover screen ranks the candidate agents by it (fewest blocking, then fewest warnings).
 */
export function countIssues(
  issues: readonly PlanningIssue[],
  agencyBlocking: readonly PlanningErrorType[],
): IssueCounts {
  const counts: IssueCounts = { blocking: 0, warnings: 0, byType: {} };
  for (const { type } of issues) {
    if (isBlocking(type, agencyBlocking)) counts.blocking++;
    else counts.warnings++;
    counts.byType[type] = (counts.byType[type] ?? 0) + 1;
  }
  return counts;
}
