import type { BatchIssue } from '@securite/domain/planning/service-schemas';
import { formatDay } from '@securite/domain/time/calendar-day';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';

import { texts } from './texts.ts';

/** Who, where and when an issue is about: 'Karim Benali · Entrepôt Nord · 14/12/2026 20:00–08:00'. */
export function issueSubject(issue: BatchIssue, timeZone: string): string {
  const when = `${formatDay(dayIn(issue.startAt, timeZone))} ${timeIn(issue.startAt, timeZone)}–${timeIn(issue.endAt, timeZone)}`;
  return [issue.agentName ?? texts.nonAffecte, issue.siteName, when].filter(Boolean).join(' · ');
}

/** One line per issue, for a notice. */
export function issueLines(issues: readonly BatchIssue[], timeZone: string): string {
  return issues.map((issue) => `${issueSubject(issue, timeZone)} : ${issue.message}`).join('\n');
}
