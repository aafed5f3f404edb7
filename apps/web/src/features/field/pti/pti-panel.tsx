import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoneWorkerSettings } from '@securite/domain/agency-settings/field-settings';
import { protectionStateLabels } from '@securite/domain/pti/pti-alarms';
import { ptiMessages } from '@securite/domain/pti/pti-messages';
import type { ReactNode } from 'react';
import { confirm } from '../../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { texts as rootTexts } from '../texts.ts';
import { AlarmFollowUp } from './alarm-follow-up.tsx';
import { useLoneWorkerSettings } from './api/get-lone-worker-settings.ts';
import type { PtiDevice, PtiRuntime, PtiView } from './pti-runtime.ts';
import { texts } from './texts.ts';
import { type PtiService, usePtiRuntime } from './use-pti-runtime.ts';

const ringingTexts = {
  inactivity: (view: PtiView) => ptiMessages.inactivityCountdown(view.secondsLeft ?? 0),
  fall: () => ptiMessages.fallDetected,
  perimeter: () => ptiMessages.outOfPerimeter,
};

async function raiseSos(runtime: PtiRuntime | null) {
  const sure = await confirm({
    title: texts.declencherUneAlerteSos,
    message: texts.lAgenceSeraPrevenue,
    confirmLabel: texts.envoyerLAlerte,
    cancelLabel: rootTexts.annuler,
  });
  if (!sure || !runtime) return;
  runtime.sos();
  notify.success(texts.alerteSosEnregistreeSon);
}

/** The protection's state, its alarms with « R.A.S », its notices and the SOS button. */
export function PtiCard({
  view,
  runtime,
  followUp,
}: {
  view: PtiView | null;
  runtime: PtiRuntime | null;
  followUp?: ReactNode;
}) {
  const protection = view?.protection ?? { on: false, reason: 'noActiveService' as const };
  const code = protection.on ? 'on' : protection.reason;
  const perimeterWarning = view?.perimeter === 'out';
  return (
    <Card component="section" aria-label={texts.protectionDuTravailleurIsole}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {texts.protectionPti}
            </Typography>
            <Chip
              label={protection.on ? texts.activee : texts.desactivee}
              color={protection.on ? 'success' : 'default'}
              size="small"
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {protectionStateLabels[code]}
          </Typography>
          {view?.ringing && (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" variant="outlined" size="large" onClick={() => runtime?.ras()}>
                  {ptiMessages.ras}
                </Button>
              }
            >
              {ringingTexts[view.ringing](view)}
            </Alert>
          )}
          {perimeterWarning && !view?.ringing && <Alert severity="warning">{texts.positionHorsDuPerimetre}</Alert>}
          {view?.notices.map((notice) => (
            <Alert
              key={notice.id}
              severity={notice.tone === 'negative' ? 'error' : 'info'}
              onClose={() => runtime?.closeNotice(notice.id)}
            >
              {notice.text}
              {notice.text === ptiMessages.motionSensorsUnavailable ? ` — ${ptiMessages.motionSensorsExplained}` : ''}
            </Alert>
          ))}
          {protection.on && (view?.fall === 'waiting' || view?.fall === 'watching') && (
            <Button variant="text" onClick={() => runtime?.calibrate()}>
              {texts.calibrerLaDetectionDe}
            </Button>
          )}
          {view?.fall === 'calibrating' && <Alert severity="info">{texts.calibrationEnCoursNe}</Alert>}
          <Button variant="contained" color="error" size="large" onClick={() => void raiseSos(runtime)}>
            SOS
          </Button>
          {followUp}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Lone-worker protection on the active service screen (loaded lazily: the first load does without it). */
export default function PtiPanel({ service, device }: { service: PtiService; device?: () => PtiDevice }) {
  const settings = useLoneWorkerSettings(service.agencyId);
  if (!settings.data) return null;
  return <RunningPti service={service} settings={settings.data} device={device} />;
}

function RunningPti(props: { service: PtiService; settings: LoneWorkerSettings; device?: () => PtiDevice }) {
  const { view, runtime } = usePtiRuntime(props.service, props.settings, props.device);
  return (
    <PtiCard
      view={view}
      runtime={runtime}
      followUp={<AlarmFollowUp agencyId={props.service.agencyId} serviceId={props.service.serviceId} />}
    />
  );
}
