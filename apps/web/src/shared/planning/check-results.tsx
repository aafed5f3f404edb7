import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { BatchIssue, ServiceDraftInput } from '@securite/domain/planning/service-schemas';
import { formatDay } from '@securite/domain/time/calendar-day';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';
import { type ReactNode, useState } from 'react';
import { checkAllPlanningErrors } from './api/check-planning-errors.ts';
import { issueSubject } from './issue-lines.ts';

import { texts } from './texts.ts';

export type DryRunState = { status: 'idle' | 'checking' | 'failed' } | { status: 'done'; issues: BatchIssue[] };

/** 'Vérifier': the planning checks on the drafted service, nothing saved. */
export function useDryRun(agencyId: string) {
  const [state, setState] = useState<DryRunState>({ status: 'idle' });
  const check = async (drafts: ServiceDraftInput[]) => {
    if (drafts.length === 0) return;
    setState({ status: 'checking' });
    try {
      setState({ status: 'done', issues: await checkAllPlanningErrors(agencyId, drafts) });
    } catch {
      setState({ status: 'failed' }); // The HTTP client showed why.
    }
  };
  return { state, check };
}

/** An occurrence the form plans: when it starts and ends. */
export interface PlannedOccurrence {
  startAt: string;
  endAt: string;
}

const sameStart = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * The checks beside each occurrence the form plans: « Aucune erreur » or its errors, blocking ones marked; the
 * issues no occurrence matches (another service's) after them. Without occurrences, one line per issue.
 */
function OccurrenceList({
  issues,
  occurrences,
  timeZone,
}: {
  issues: readonly BatchIssue[];
  occurrences: readonly PlannedOccurrence[];
  timeZone: string;
}) {
  const matched = new Set<BatchIssue>();
  const rows = occurrences.map((occurrence) => {
    const own = issues.filter((issue) => sameStart(issue.startAt, occurrence.startAt));
    for (const issue of own) matched.add(issue);
    return { occurrence, own };
  });
  const others = issues.filter((issue) => !matched.has(issue));
  const when = (o: PlannedOccurrence) =>
    `${formatDay(dayIn(o.startAt, timeZone))} ${timeIn(o.startAt, timeZone)}–${timeIn(o.endAt, timeZone)}`;
  return (
    <ul aria-label={texts.controlesParService} style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
      {rows.map(({ occurrence, own }) => {
        const blocked = own.some((issue) => issue.blocking);
        return (
          <li key={occurrence.startAt} style={{ padding: '2px 0' }}>
            <strong>{`${blocked ? '✗' : own.length ? '!' : '✓'} ${when(occurrence)}`}</strong>
            {own.length === 0
              ? ` ${texts.aucuneErreur}`
              : ` — ${own.map((issue) => `${issue.message}${issue.blocking ? ' (bloquant)' : ''}`).join(' ; ')}`}
          </li>
        );
      })}
      {others.map((issue) => (
        <li key={`${issue.key}-${issue.type}-${issue.startAt}`} style={{ padding: '2px 0' }}>
          {issue.message} ({issueSubject(issue, timeZone)}){issue.blocking ? ` ${texts.bloquant}` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * The checks' answer below the form (« Vérifier », or a save refused for blocking errors), beside each occurrence
 * when the form gives them; `action` offers what can still be done (create the others).
 */
export function CheckResults({
  state,
  timeZone,
  occurrences = [],
  title = texts.lesErreursSuivantesOnt,
  action,
}: {
  state: DryRunState;
  timeZone: string;
  occurrences?: readonly PlannedOccurrence[];
  title?: string;
  action?: ReactNode;
}) {
  if (state.status !== 'done') return null;
  if (state.issues.length === 0)
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        {texts.aucuneErreurDetectee}
      </Alert>
    );
  const blocking = state.issues.some((i) => i.blocking);
  return (
    <Alert severity={blocking ? 'error' : 'warning'} sx={{ mt: 2 }} role="status">
      <AlertTitle>{title}</AlertTitle>
      {occurrences.length > 0 && occurrences.length <= MAX_LISTED ? (
        <OccurrenceList issues={state.issues} occurrences={occurrences} timeZone={timeZone} />
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {state.issues.map((issue) => (
            <li key={`${issue.key}-${issue.type}-${issue.startAt}`}>
              {issue.message} ({issueSubject(issue, timeZone)}){issue.blocking ? ` ${texts.bloquant}` : ''}
            </li>
          ))}
        </ul>
      )}
      {action}
    </Alert>
  );
}

/** Beyond this many occurrences the list names the ones with errors only. */
const MAX_LISTED = 62;
