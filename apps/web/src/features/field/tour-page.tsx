import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fieldMessages } from '@securite/domain/field/field-messages';
import { ServiceStatus, serviceStatusLabels } from '@securite/domain/planning/service-status';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import { useAgencyTimeZone } from '../../shared/planning/use-agency-time-zone.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { otherServiceUnderWay, recordTourStep, syncedOrWarn } from './circuit-actions.ts';
import { CircuitStops } from './circuit-stops.tsx';
import { whenText } from './field-state.ts';
import { texts as startTexts } from './start/texts.ts';
import { texts } from './texts.ts';
import { useFieldCircuit } from './use-field-circuit.ts';

/** When the phone cannot show the tour: it never saw it and the server cannot be asked now. */
export function TourUnknown({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <Page title={title}>
      <Alert severity="info">{texts.cetteTourneeNEst}</Alert>
      <Button sx={{ mt: 2 }} onClick={() => navigate('/terrain')}>
        {startTexts.priseDeService}
      </Button>
    </Page>
  );
}

/** terrain/tournee/{id}: the tour to take, its stops in visiting order, and its start (spec 000 section 4, Circuit). */
export function TourPage() {
  const { id = '' } = useParams();
  const { agencyId, company } = useSession();
  const view = useFieldCircuit(agencyId ?? '', company?.agentId ?? '', id);
  const { timeZone } = useAgencyTimeZone(agencyId);
  const navigate = useNavigate();

  if (view === undefined) return <Page title={startTexts.tournee}>{texts.chargementDeLaTournee}</Page>;
  if (view === null || !agencyId) return <TourUnknown title={startTexts.tournee} />;
  const { circuit, state, stops } = view;
  const name = circuit.title ?? startTexts.tournee;
  const activeHref = `/terrain/circuitActif/${circuit.id}`;

  async function start() {
    if (!agencyId || !(await syncedOrWarn())) return;
    if (await otherServiceUnderWay(agencyId, company?.agentId ?? '', circuit.id)) {
      notify.warning(fieldMessages.serviceActive);
      return;
    }
    const ok = await confirm({
      title: texts.commencerLaTournee,
      message: `${name} — ${whenText(circuit, timeZone)}`,
      confirmLabel: texts.commencerLaTournee2,
    });
    if (ok && (await recordTourStep(agencyId, 'service.start', circuit.id))) navigate(activeHref);
  }

  return (
    <Page title={name} subtitle={whenText(circuit, timeZone)}>
      <Stack spacing={2}>
        <Typography variant="body2">
          {stops.length} {startTexts.etape}
          {stops.length > 1 ? 's' : ''} · {serviceStatusLabels[state.status]}
        </Typography>
        <CircuitStops stops={stops} timeZone={timeZone} />
        {state.status === ServiceStatus.Planned && (
          <Button variant="contained" size="large" onClick={() => void start()}>
            {texts.commencerLaTournee2}
          </Button>
        )}
        {(state.status === ServiceStatus.Started || state.status === ServiceStatus.Paused) && (
          <Button variant="contained" size="large" onClick={() => navigate(activeHref)}>
            {startTexts.reprendreLaTournee}
          </Button>
        )}
        {state.status === ServiceStatus.Ended && <Alert severity="info">{fieldMessages.circuitEnded}</Alert>}
      </Stack>
    </Page>
  );
}
