import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fieldMessages } from '@securite/domain/field/field-messages';
import type { Position } from '@securite/domain/field/field-schemas';
import { ServiceStatus, serviceStatusLabels } from '@securite/domain/planning/service-status';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { newClientUuid } from '../../api/client-uuid.ts';
import { useExternalStore } from '../../api/external-store.ts';
import { useSession } from '../../api/session.ts';
import { useAgencyTimeZone } from '../../shared/planning/use-agency-time-zone.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { EndServiceDialog, type ServiceEndInput } from './end-service-dialog.tsx';
import { confirmEndAway, planEnd } from './end-service-flow.ts';
import { SkippedMessages, syncLabels, toggleBreak, UnsentWarning } from './field-notices.tsx';
import { recordFieldAction, syncStateStore } from './field-runtime.ts';
import { whenText } from './field-state.ts';
import { MainCouranteButton } from './main-courante-button.tsx';
import { positionOrConsent } from './position.ts';
import { RoundsToWalk } from './rounds/rounds-to-walk.tsx';
import { ServiceBriefing } from './service-briefing.tsx';
import { ServiceEventsLinks } from './service-events-links.tsx';
import { ServiceTimeline } from './service-timeline.tsx';
import { texts as startTexts } from './start/texts.ts';
import { texts } from './texts.ts';
import { useFieldService } from './use-field-service.ts';

// Lone-worker protection loads with the service screen, not with the app (pti/).
const PtiPanel = lazy(() => import('./pti/pti-panel.tsx'));

/** terrain/serviceActif/{id}: the service under way on the agent's phone, working with or without network. */
export function ActiveServicePage() {
  const { id = '' } = useParams();
  const { agencyId } = useSession();
  const view = useFieldService(agencyId ?? '', id);
  const { timeZone } = useAgencyTimeZone(agencyId);
  const syncState = useExternalStore(syncStateStore);
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);

  if (view === undefined) return <Page title={texts.serviceActif}>{texts.chargementDuService}</Page>;
  if (view === null || !agencyId) {
    return (
      <Page title={texts.serviceActif}>
        <Alert severity="info">{texts.aucunServicePrisSur}</Alert>
        <Button sx={{ mt: 2 }} onClick={() => navigate('/terrain')}>
          {startTexts.priseDeService}
        </Button>
      </Page>
    );
  }
  const { snapshot, state, unsent, skipped, messages } = view;
  const status = state.status;
  const paused = status === ServiceStatus.Paused;
  const ended = status === ServiceStatus.Ended;
  const send = (
    type: 'service.photo' | 'service.end',
    extra: { end?: Omit<ServiceEndInput, 'photos'>; photo?: string; location?: Position | null } = {},
  ) =>
    recordFieldAction(agencyId, {
      uuid: newClientUuid(),
      type,
      serviceId: snapshot.id,
      deviceAt: new Date().toISOString(),
      ...extra,
    });

  async function askEnd() {
    if (paused) {
      notify.warning(fieldMessages.onBreak, { caption: fieldMessages.onBreakCaption });
      return;
    }
    const plan = await planEnd(snapshot, messages);
    if (plan?.dialog) setEnding(true);
    else if (plan) await end({ report: '', signerName: '', signature: null, photos: [] });
  }

  async function end({ photos, ...input }: ServiceEndInput) {
    setEnding(false);
    const location = await positionOrConsent();
    if (location === undefined) return;
    if (!(await confirmEndAway(snapshot, location))) return;
    // The photos go first, in the order they were taken: the service still runs when each arrives.
    for (const photo of photos) await send('service.photo', { photo });
    await send('service.end', { end: input, location });
    notify.success(texts.serviceTermine);
    navigate('/terrain');
  }

  return (
    <Page title={snapshot.siteName ?? texts.serviceActif} subtitle={whenText(snapshot, timeZone)}>
      <Stack spacing={2}>
        <UnsentWarning count={unsent.length} />
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {serviceStatusLabels[status]}
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
                serviceId: snapshot.id,
                status,
                isCircuit: snapshot.isCircuit,
                site: snapshot.briefing?.site?.perimeter ?? null,
              }}
            />
          </Suspense>
        )}
        {ended ? (
          <Alert severity="info">{fieldMessages.serviceEnded}</Alert>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" size="large" onClick={() => void toggleBreak(agencyId, snapshot.id, paused)}>
              {paused ? texts.terminerLaPause : texts.demarrerUnePause}
            </Button>
            <Button variant="contained" size="large" onClick={() => void askEnd()}>
              {texts.terminerLeService}
            </Button>
            {!paused && <MainCouranteButton agencyId={agencyId} />}
          </Stack>
        )}
        {!ended && <RoundsToWalk agencyId={agencyId} view={view} />}
        <ServiceBriefing briefing={snapshot.briefing} showRounds={ended} />
        <ServiceEventsLinks messages={messages} timeZone={timeZone} />
        <ServiceTimeline
          messages={messages.filter((message) => message.body.type !== 'pti.heartbeat')}
          timeZone={timeZone}
        />
        <SkippedMessages skipped={skipped} timeZone={timeZone} />
      </Stack>
      {ending && (
        <EndServiceDialog
          voucherRequired={snapshot.briefing?.voucherRequired ?? true}
          photoRequired={snapshot.briefing?.endPhotoRequired ?? false}
          onCancel={() => setEnding(false)}
          onEnd={(input) => void end(input)}
        />
      )}
    </Page>
  );
}
