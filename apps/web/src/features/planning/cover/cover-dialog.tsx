import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type AvailableAgent,
  MAX_BATCH_SERVICES,
  type PlanningService,
} from '@securite/domain/planning/service-schemas';
import { useId, useMemo, useState } from 'react';
import { useSaveServicesBatch } from '../../../shared/planning/api/save-services-batch.ts';
import { useAgencyTimeZone } from '../../../shared/planning/use-agency-time-zone.ts';
import type { DialogControls } from '../../../ui/dialogs/dialog-store.ts';
import { runBatch } from '../batch/run-batch.ts';
import { texts } from '../texts.ts';
import { CoverReplacementsStep } from './cover-replacements-step.tsx';
import { CoverServicesStep } from './cover-services-step.tsx';
import { type AgentRef, useCoverSearch } from './use-cover-search.ts';

/** Most services one replacement search may name (the server's limit). */
export const MAX_COVERED_SERVICES = 500;

export interface CoverDialogProps {
  agencyId: string;
  /** The absent agent (from the agents list, or the service's); null: the planner chooses. */
  agent: AgentRef | null;
  /** Opened from one service: its hours; an unassigned one goes straight to the replacements. */
  service?: PlanningService | null;
  /** The planner may list agents (to choose or change the absent one). */
  canChooseAgent: boolean;
  /** Today, for tests. */
  now?: Date;
}

/** true when services were saved. */
export type CoverDialogResult = boolean;

/**
 * Absence / remplacement (spec 000 section 5: a conflict search on unassign lists the agent's services in the
 * period): tick the absent agent's services, then unassign them or give them to a ranked replacement.
 */
export function CoverDialog({
  agencyId,
  agent,
  service,
  canChooseAgent,
  now,
  close,
}: CoverDialogProps & DialogControls<CoverDialogResult>) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { timeZone } = useAgencyTimeZone(agencyId);
  const direct = Boolean(service && !service.agent);
  const search = useCoverSearch({ agencyId, timeZone, agent: agent ?? service?.agent ?? null, service, now });
  const [step, setStep] = useState<'services' | 'replacements'>(direct ? 'replacements' : 'services');
  const [chosen, setChosen] = useState<AvailableAgent | null>(null);
  const [saving, setSaving] = useState(false);
  const save = useSaveServicesBatch(agencyId);
  const serviceIds = useMemo(
    () => (direct && service ? [service.id] : search.selectedIds),
    [direct, service, search.selectedIds],
  );

  const reassign = async (agentId: string | null) => {
    setSaving(true);
    const drafts = serviceIds.map((id) => ({ id, agentId }));
    const outcome = await runBatch(save.mutateAsync, { kind: 'update', drafts, count: drafts.length }, timeZone);
    setSaving(false);
    if (outcome.status === 'saved') close(true);
  };

  const none = serviceIds.length === 0;
  const busy = saving || search.query.isFetching;
  const title = direct
    ? texts.affecterUnCollaborateur
    : search.agent
      ? texts.absenceRemplacementDeFullname(search.agent.fullname)
      : texts.absenceRemplacement;

  return (
    <Dialog
      open
      onClose={() => !saving && close(false)}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {step === 'services' ? (
          <CoverServicesStep agencyId={agencyId} search={search} canChooseAgent={canChooseAgent} timeZone={timeZone} />
        ) : (
          <CoverReplacementsStep
            agencyId={agencyId}
            serviceIds={serviceIds}
            chosen={chosen}
            onChoose={setChosen}
            timeZone={timeZone}
          />
        )}
        {step === 'services' && serviceIds.length > MAX_COVERED_SERVICES && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {texts.pourProposerDesRemplacants} {MAX_COVERED_SERVICES} {texts.servicesRaccourcissezLaPeriode}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step === 'replacements' && !direct && (
          <Button onClick={() => setStep('services')} disabled={saving} sx={{ mr: 'auto' }}>
            {texts.retour}
          </Button>
        )}
        <Button onClick={() => close(false)} disabled={saving}>
          {texts.annuler}
        </Button>
        {step === 'services' ? (
          <>
            <Button
              variant="outlined"
              color="warning"
              disabled={none || busy || serviceIds.length > MAX_BATCH_SERVICES}
              loading={saving}
              onClick={() => reassign(null)}
            >
              {texts.desaffecter}
            </Button>
            <Button
              variant="contained"
              disabled={none || busy || serviceIds.length > MAX_COVERED_SERVICES}
              onClick={() => {
                setChosen(null);
                setStep('replacements');
              }}
            >
              {texts.proposerDesRemplacants}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            disabled={!chosen || chosen.blocking || none}
            loading={saving}
            onClick={() => chosen && reassign(chosen.agent.id)}
          >
            {chosen ? texts.affecterAFullname(chosen.agent.fullname) : texts.affecter}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
