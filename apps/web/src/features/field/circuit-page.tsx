import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { circuitRefusal } from '@securite/domain/field/circuit-lifecycle';
import { fieldMessages } from '@securite/domain/field/field-messages';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useExternalStore } from '../../api/external-store.ts';
import { useSession } from '../../api/session.ts';
import { useAgencyTimeZone } from '../../shared/planning/use-agency-time-zone.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { recordTourStep, syncedOrWarn } from './circuit-actions.ts';
import { CircuitStops } from './circuit-stops.tsx';
import { SkippedMessages, syncLabels, toggleBreak, UnsentWarning } from './field-notices.tsx';
import { syncStateStore } from './field-runtime.ts';
import { whenText } from './field-state.ts';
import { texts } from './texts.ts';
import { TourUnknown } from './tour-page.tsx';
import { type FieldStopView, useFieldCircuit } from './use-field-circuit.ts';

const tourLabels: Record<ServiceStatus, string> = {
  [ServiceStatus.Planned]: texts.tourneeACommencer,
  [ServiceStatus.Started]: texts.tourneeEnCours,
  [ServiceStatus.Paused]: texts.tourneeEnPause,
  [ServiceStatus.Ended]: texts.tourneeTerminee,
};
/** « 1 site visité sur 3 ». */
const visitedText = (visited: number, stops: number) =>
  texts.siteVisiteSurVisited(visited, visited > 1 ? 's' : '', visited > 1 ? 's' : '', stops);
const underWay = (status: ServiceStatus) => status === ServiceStatus.Started || status === ServiceStatus.Paused;

// Lone-worker protection loads with the tour screen, not with the app (pti/).
const PtiPanel = lazy(() => import('./pti/pti-panel.tsx'));

/**
 * terrain/circuitActif/{id}: the tour under way, working with or without network. Each stop is arrived at and left
 * (a start and an end of its service), then the tour ends (spec 000 section 4, Circuit).
 */
export function CircuitPage() {
  const { slug = '' } = useParams();
  const { agencyId, company } = useSession();
  const view = useFieldCircuit(agencyId ?? '', company?.agentId ?? '', slug);
  const { timeZone } = useAgencyTimeZone(agencyId);
  const syncState = useExternalStore(syncStateStore);
  const navigate = useNavigate();

  if (view === undefined) return <Page title={texts.circuitActif}>{texts.chargementDeLaTournee}</Page>;
  if (view === null || !agencyId) return <TourUnknown title={texts.circuitActif} />;
  const { circuit, state, stops, unsent, skipped } = view;
  if (state.status === ServiceStatus.Planned) return <Navigate to={`/terrain/tournee/${circuit.id}`} replace />;
  const ended = state.status === ServiceStatus.Ended;
  const onSite = stops.filter((stop) => underWay(stop.state.status));
  const visited = stops.filter((stop) => stop.state.status === ServiceStatus.Ended).length;

  async function arrive({ snapshot }: FieldStopView) {
    // Spec 000 section 4: a circuit-child action waits for the phone to have sent everything.
    if (!agencyId || !(await syncedOrWarn())) return;
    const refusal = circuitRefusal('service.start', {
      kind: 'stop',
      circuitStatus: state.status,
      otherServiceActive: onSite.length > 0,
    });
    if (refusal) return notify.warning(refusal.message);
    const ok = await confirm({
      title: texts.arriveeSurLeSite,
      message: [snapshot.siteName, snapshot.siteAddress].filter(Boolean).join(' — '),
      confirmLabel: texts.arriveeSurLeSite2,
    });
    if (ok) await recordTourStep(agencyId, 'service.start', snapshot.id);
  }

  async function leave({ snapshot }: FieldStopView) {
    if (!agencyId) return;
    const ok = await confirm({
      title: texts.departDuSite,
      message: snapshot.siteName ?? undefined,
      confirmLabel: texts.departDuSite2,
    });
    if (ok) await recordTourStep(agencyId, 'service.end', snapshot.id);
  }

  async function end() {
    if (!agencyId) return;
    const refusal = circuitRefusal('service.end', {
      kind: 'tour',
      stopsUnderWay: onSite.length,
      otherServiceActive: false,
    });
    if (refusal) return notify.warning(refusal.message);
    if (state.status === ServiceStatus.Paused) {
      return notify.warning(fieldMessages.onBreak, { caption: fieldMessages.onBreakCaption });
    }
    const ok = await confirm({
      title: texts.terminerLaTournee,
      message: `${visitedText(visited, stops.length)}.`,
      confirmLabel: texts.terminerLaTournee2,
    });
    if (!ok || !(await recordTourStep(agencyId, 'service.end', circuit.id))) return;
    notify.success(texts.tourneeTerminee);
    navigate('/terrain');
  }

  const stopAction = (stop: FieldStopView) => {
    if (ended || state.status !== ServiceStatus.Started) return null;
    if (stop.state.status === ServiceStatus.Started) {
      return (
        <Button variant="contained" onClick={() => void leave(stop)}>
          {texts.departDuSite2}
        </Button>
      );
    }
    if (stop.state.status !== ServiceStatus.Planned || onSite.length > 0) return null;
    return (
      <Button variant="outlined" onClick={() => void arrive(stop)}>
        {texts.arriveeSurLeSite2}
      </Button>
    );
  };

  return (
    <Page title={circuit.title ?? texts.circuitActif} subtitle={whenText(circuit, timeZone)}>
      <Stack spacing={2}>
        <UnsentWarning count={unsent.length} />
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {tourLabels[state.status]}
            </Typography>
            <Typography variant="body2">
              {visitedText(visited, stops.length)}
              {onSite[0] ? texts.surPlaceValue(onSite[0].snapshot.siteName ?? 'site') : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {texts.synchronisation} {syncLabels[syncState]}
              {unsent.length > 0 ? texts.elementSEnLength(unsent.length) : ''}
            </Typography>
          </CardContent>
        </Card>
        {!ended && (
          <Suspense fallback={null}>
            <PtiPanel
              service={{
                agencyId,
                serviceId: circuit.id,
                status: state.status,
                isCircuit: true,
                betweenServices: onSite.length === 0,
                site: onSite[0]?.snapshot.briefing?.site?.perimeter ?? null,
              }}
            />
          </Suspense>
        )}
        <CircuitStops stops={stops} timeZone={timeZone} action={stopAction} />
        {ended ? (
          <Alert severity="info">{fieldMessages.circuitEnded}</Alert>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="outlined"
              size="large"
              onClick={() => void toggleBreak(agencyId, circuit.id, state.status === ServiceStatus.Paused)}
            >
              {state.status === ServiceStatus.Paused ? texts.terminerLaPause : texts.demarrerUnePause}
            </Button>
            <Button variant="contained" color="secondary" size="large" onClick={() => void end()}>
              {texts.terminerLaTournee2}
            </Button>
          </Stack>
        )}
        <SkippedMessages skipped={skipped} timeZone={timeZone} />
      </Stack>
    </Page>
  );
}
