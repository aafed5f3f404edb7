import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { BatchIssue, ServiceDraftInput } from '@securite/domain/planning/service-schemas';
import { useState } from 'react';
import { checkAllPlanningErrors } from './api/check-planning-errors.ts';
import { issueSubject } from './issue-lines.ts';

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

/** The dry run's answer below the form. */
export function CheckResults({ state, timeZone }: { state: DryRunState; timeZone: string }) {
  if (state.status !== 'done') return null;
  if (state.issues.length === 0)
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        Aucune erreur détectée
      </Alert>
    );
  const blocking = state.issues.some((i) => i.blocking);
  return (
    <Alert severity={blocking ? 'error' : 'warning'} sx={{ mt: 2 }}>
      <AlertTitle>Les erreurs suivantes ont été détectées</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {state.issues.map((issue) => (
          <li key={`${issue.key}-${issue.type}-${issue.startAt}`}>
            {issue.message} ({issueSubject(issue, timeZone)}){issue.blocking ? ' — bloquant' : ''}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
