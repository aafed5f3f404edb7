import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fieldMessages } from '@securite/domain/field/field-messages';
import type { Position } from '@securite/domain/field/field-schemas';
import { ServiceStatus, serviceStatusLabels } from '@securite/domain/planning/service-status';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { newClientUuid } from '../../api/client-uuid.ts';
import { useExternalStore } from '../../api/external-store.ts';
import { useSession } from '../../api/session.ts';
import { useAgencyTimeZone } from '../../shared/planning/use-agency-time-zone.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { EndServiceDialog, type ServiceEndInput } from './end-service-dialog.tsx';
import { actionLabels, recordFieldAction, syncStateStore } from './field-runtime.ts';
import { atText, whenText } from './field-state.ts';
import { positionOrConsent } from './position.ts';
import { useFieldService } from './use-field-service.ts';

const syncLabels = { idle: 'À jour', sending: 'Envoi…', failed: 'Envoi bloqué', retrying: 'Nouvel essai bientôt' };

/** terrain/serviceActif/{id}: the service under way on the agent's phone, working with or without network. */
export function ActiveServicePage() {
  const { id = '' } = useParams();
  const { agencyId } = useSession();
  const view = useFieldService(agencyId ?? '', id);
  const { timeZone } = useAgencyTimeZone(agencyId);
  const syncState = useExternalStore(syncStateStore);
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);

  if (view === undefined) return <Page title="Service actif">Chargement du service…</Page>;
  if (view === null || !agencyId) {
    return (
      <Page title="Service actif">
        <Alert severity="info">
          Aucun service pris sur ce téléphone. Prenez un service depuis la prise de service.
        </Alert>
        <Button sx={{ mt: 2 }} onClick={() => navigate('/terrain')}>
          Prise de service
        </Button>
      </Page>
    );
  }
  const { snapshot, state, unsent, skipped } = view;
  const status = state.status;
  const paused = status === ServiceStatus.Paused;
  const ended = status === ServiceStatus.Ended;
  const send = (
    type: 'break.start' | 'break.end' | 'service.end',
    extra: { end?: ServiceEndInput; location?: Position | null } = {},
  ) =>
    recordFieldAction(agencyId, {
      uuid: newClientUuid(),
      type,
      serviceId: snapshot.id,
      deviceAt: new Date().toISOString(),
      ...extra,
    });

  async function toggleBreak() {
    const ok = await confirm({ title: paused ? fieldMessages.endBreak : fieldMessages.startBreak });
    if (ok) await send(paused ? 'break.end' : 'break.start');
  }

  function askEnd() {
    if (paused) {
      notify.warning(fieldMessages.onBreak, { caption: fieldMessages.onBreakCaption });
      return;
    }
    setEnding(true);
  }

  async function end(input: ServiceEndInput) {
    setEnding(false);
    const location = await positionOrConsent();
    if (location === undefined) return;
    await send('service.end', { end: input, location });
    notify.success('Service terminé');
    navigate('/terrain');
  }

  return (
    <Page title={snapshot.siteName ?? 'Service actif'} subtitle={whenText(snapshot, timeZone)}>
      <Stack spacing={2}>
        {unsent.length > 0 && (
          <Alert severity="warning" role="status">
            <AlertTitle>{fieldMessages.unsent}</AlertTitle>
            {fieldMessages.unsentCaption}
          </Alert>
        )}
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {serviceStatusLabels[status]}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Synchronisation : {syncLabels[syncState]}
              {unsent.length > 0 ? ` — ${unsent.length} élément(s) en attente` : ''}
            </Typography>
          </CardContent>
        </Card>
        {ended ? (
          <Alert severity="info">{fieldMessages.serviceEnded}</Alert>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" size="large" onClick={() => void toggleBreak()}>
              {paused ? 'Terminer la pause' : 'Démarrer une pause'}
            </Button>
            <Button variant="contained" size="large" onClick={askEnd}>
              Terminer le service
            </Button>
          </Stack>
        )}
        {skipped.length > 0 && (
          <Card component="section" aria-label="Éléments non transmis">
            <CardContent>
              <Typography variant="subtitle1" component="h2">
                Éléments non transmis
              </Typography>
              {skipped.map((m) => (
                <Typography key={m.uuid} variant="body2">
                  {actionLabels[m.body.type] ?? m.body.type} — {atText(m.body.deviceAt, timeZone)} : {m.lastError}
                </Typography>
              ))}
            </CardContent>
          </Card>
        )}
      </Stack>
      {ending && <EndServiceDialog onCancel={() => setEnding(false)} onEnd={(input) => void end(input)} />}
    </Page>
  );
}
