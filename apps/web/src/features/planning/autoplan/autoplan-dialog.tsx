import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  autoplanPhaseLabels,
  defaultAutoplanWeights,
  zAutoplanRequest,
} from '@securite/domain/planning/autoplan/autoplan-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { useId, useMemo, useState } from 'react';
import { useSaveServicesBatch } from '../../../shared/planning/api/save-services-batch.ts';
import type { DialogControls } from '../../../ui/dialogs/dialog-store.ts';
import { useSiteReferences } from '../../sites/public.ts';
import { useCancelProposal } from './api/cancel-proposal.ts';
import { useProposal } from './api/get-proposal.ts';
import { useStartProposal } from './api/start-proposal.ts';
import { AutoplanForm, type AutoplanFormValues } from './autoplan-form.tsx';
import { AutoplanReview } from './autoplan-review.tsx';
import { applyProposal } from './review/apply-proposal.ts';
import { filledIds, type ProposalReview } from './review/grid-proposal.ts';
import { texts } from './texts.ts';

/** How the dialog ends: the proposal applied, or handed to the planning grid to be reviewed there. */
export type AutoplanOutcome = { kind: 'applied' } | { kind: 'review'; review: ProposalReview };

export interface AutoplanDialogProps {
  agencyId: string;
  timeZone: string;
  /** Today, for tests. */
  now?: Date;
}

/** The first and last days of the month after today's, in the agency's zone. */
export function nextMonth(timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const [year, month] = todayIn(timeZone, now).split('-').map(Number);
  const first = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(year, month + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * « Proposer un planning » (issue 32): the period, sites and weights; the server's run with its progress (it can be
 * stopped); then the proposal to review, accepted in whole or in part and applied in one batch save.
 */
export function AutoplanDialog({
  agencyId,
  timeZone,
  now,
  close,
}: AutoplanDialogProps & DialogControls<AutoplanOutcome>) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const sites = useSiteReferences(agencyId);
  const [values, setValues] = useState<AutoplanFormValues>(() => ({
    ...nextMonth(timeZone, now),
    sites: [],
    weights: defaultAutoplanWeights,
  }));
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to' | 'siteIds', string>>>({});
  const [runId, setRunId] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<Set<string> | null>(null);
  const [applying, setApplying] = useState(false);
  const start = useStartProposal(agencyId);
  const cancel = useCancelProposal(agencyId);
  const run = useProposal(agencyId, runId);
  const save = useSaveServicesBatch(agencyId);
  const status = run.data?.status;
  const result = status === 'done' ? run.data?.result : null;
  const chosen = useMemo(() => accepted ?? new Set(result ? filledIds(result) : []), [accepted, result]);

  const launch = async () => {
    const request = {
      from: values.from,
      to: values.to,
      siteIds: values.sites.map((s) => s.id),
      weights: values.weights,
    };
    const parsed = zAutoplanRequest.safeParse(request);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof typeof errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setAccepted(null);
    const started = await start.mutateAsync(request);
    setRunId(started.id);
  };

  const apply = async () => {
    if (!result) return;
    setApplying(true);
    const saved = await applyProposal(save.mutateAsync, result, chosen, timeZone);
    setApplying(false);
    if (saved) close({ kind: 'applied' });
  };
  const reviewOnGrid = () =>
    result && close({ kind: 'review', review: { result, from: values.from, to: values.to, accepted: [...chosen] } });

  const running = runId !== null && (status === 'running' || run.isPending);
  return (
    <Dialog
      open
      onClose={() => !applying && !running && close()}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{texts.proposerUnPlanning}</DialogTitle>
      <DialogContent dividers>
        {runId === null && (
          <AutoplanForm values={values} onChange={setValues} sites={sites.data ?? []} errors={errors} />
        )}
        {running && (
          <Stack spacing={1} sx={{ py: 2 }} aria-live="polite">
            <Typography>{texts.calculEnCours}</Typography>
            <LinearProgress
              variant={run.data ? 'determinate' : 'indeterminate'}
              value={run.data?.progress ?? 0}
              aria-label={texts.calculEnCours}
            />
            <Typography variant="body2" color="text.secondary">
              {autoplanPhaseLabels[run.data?.phase ?? 'queued'] ?? run.data?.phase}
            </Typography>
          </Stack>
        )}
        {status === 'cancelled' && <Alert severity="info">{texts.propositionArretee}</Alert>}
        {(status === 'failed' || run.isError) && <Alert severity="error">{texts.propositionEchouee}</Alert>}
        {result && <AutoplanReview result={result} timeZone={timeZone} accepted={chosen} onAccepted={setAccepted} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {runId === null && (
          <>
            <Button onClick={() => close()}>{texts.annuler}</Button>
            <Button variant="contained" loading={start.isPending} onClick={() => void launch().catch(() => {})}>
              {texts.lancer}
            </Button>
          </>
        )}
        {running && runId && (
          <Button color="warning" loading={cancel.isPending} onClick={() => cancel.mutate(runId)}>
            {texts.arreter}
          </Button>
        )}
        {runId !== null && !running && (
          <>
            <Button onClick={() => setRunId(null)} disabled={applying} sx={{ mr: 'auto' }}>
              {texts.recommencer}
            </Button>
            <Button onClick={() => close()} disabled={applying}>
              {texts.fermer}
            </Button>
            {result && result.filled > 0 && (
              <Button variant="outlined" disabled={applying} onClick={reviewOnGrid}>
                {texts.voirSurLePlanning}
              </Button>
            )}
            {result && (
              <Button variant="contained" disabled={chosen.size === 0} loading={applying} onClick={() => void apply()}>
                {texts.appliquer(chosen.size)}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
