import NfcIcon from '@mui/icons-material/Nfc';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import ReportIcon from '@mui/icons-material/ReportProblem';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roundExecutionMessages } from '@securite/domain/rounds/round-execution';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../api/session.ts';
import { useAgencyTimeZone } from '../../../shared/planning/use-agency-time-zone.ts';
import { confirm } from '../../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { Page } from '../../../ui/page.tsx';
import { RoundExecutionPage } from '../../rounds/public.ts';
import { UnsentWarning } from '../field-notices.tsx';
import { atText } from '../field-state.ts';
import { texts as rootTexts } from '../texts.ts';
import { nfcAvailable, readNfcTag } from './nfc-reader.ts';
import { QrScanDialog } from './qr-scan-dialog.tsx';
import { recordRoundStep, type StepOutcome, validateBadge } from './round-walk-actions.ts';
import { RoundWalkCheckpoints } from './round-walk-checkpoints.tsx';
import { currentCheckpointId, reportHref } from './round-walk-state.ts';
import { TextDialog } from './text-dialog.tsx';
import { texts as localTexts } from './texts.ts';
import { type RoundWalk, useRoundWalk } from './use-round-walk.ts';

type Asking = { kind: 'observation' } | { kind: 'skip' | 'manual'; checkpointId: string } | null;

/**
 * ronde/{execution}: a round walked on the agent's phone, offline first. The checkpoints in walking order (a
 * validated one in #4caf50), validated by NFC, by the camera's QR scan, or by hand where the round allows it;
 * jumps and observations; the end. A scan the round's rule refuses shows why, naming the expected checkpoint.
 * An execution this phone did not walk is shown as the server has it.
 */
export function RoundWalkPage() {
  const { reference = '' } = useParams();
  const walk = useRoundWalk(reference);
  if (walk === undefined) return <Page title={localTexts.ronde}>{localTexts.chargementDeLaRonde}</Page>;
  if (walk === null) return <RoundExecutionPage executionId={reference} />;
  return <RoundWalkScreen walk={walk} />;
}

function RoundWalkScreen({ walk }: { walk: RoundWalk }) {
  const agencyId = useSession().agencyId ?? '';
  const { timeZone } = useAgencyTimeZone(agencyId);
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const [nfcMessage, setNfcMessage] = useState<string | null>(null);
  const nfc = useRef<AbortController | null>(null);
  const { state, round } = walk;
  const running = !state.ended;
  const serviceHref = `/terrain/serviceActif/${walk.snapshot.id}`;

  function show(outcome: StepOutcome, success?: string) {
    if (outcome.ok) {
      setRefusal(null);
      if (success) notify.success(success);
    } else {
      setRefusal(outcome.message);
      notify.error(outcome.message);
    }
  }

  async function onQr(text: string) {
    setScanning(false);
    show(await validateBadge(agencyId, walk, [text], 'qr'), localTexts.pointDeControleValide);
  }

  async function onNfc() {
    if (!nfcAvailable()) {
      setNfcMessage(roundExecutionMessages.nfcUnavailable);
      return;
    }
    nfc.current?.abort();
    const controller = new AbortController();
    nfc.current = controller;
    setNfcMessage(localTexts.approchezLeBadgeNfc);
    try {
      const texts = await readNfcTag(controller.signal);
      setNfcMessage(null);
      show(await validateBadge(agencyId, walk, texts, 'nfc'), localTexts.pointDeControleValide);
    } catch (error) {
      if (!controller.signal.aborted)
        setNfcMessage(error instanceof Error ? error.message : localTexts.lectureNfcImpossible);
    } finally {
      controller.abort();
    }
  }

  async function onText(text: string) {
    const current = asking;
    setAsking(null);
    if (!current) return;
    const at = new Date().toISOString();
    if (current.kind === 'observation') {
      show(
        await recordRoundStep(agencyId, walk, 'round.observation', { kind: 'observation', at, text }, { text }),
        localTexts.observationEnregistree,
      );
    } else if (current.kind === 'skip') {
      const { checkpointId } = current;
      const step = { kind: 'skip' as const, at, checkpointId, reason: text };
      show(
        await recordRoundStep(agencyId, walk, 'round.skip', step, { checkpointId, reason: text }),
        rootTexts.pointSaute,
      );
    } else {
      const { checkpointId } = current;
      const step = { kind: 'checkpoint' as const, at, checkpointId, method: 'manual' as const, reason: text };
      const payload = { checkpointId, method: 'manual' as const, reason: text };
      show(await recordRoundStep(agencyId, walk, 'round.checkpoint', step, payload), localTexts.pointDeControleValide);
    }
  }

  async function onEnd() {
    if (!state.complete) {
      const goOn = await confirm({
        title: localTexts.terminerLaRonde,
        message: localTexts.desPointsDeControle,
        confirmLabel: localTexts.terminerLaRonde2,
      });
      if (!goOn) return;
    }
    const outcome = await recordRoundStep(agencyId, walk, 'round.end', { kind: 'end', at: new Date().toISOString() });
    show(outcome, localTexts.rondeTerminee);
    if (outcome.ok) navigate(serviceHref);
  }

  const validated = state.validated.length;
  const total = round.checkpoints?.length ?? 0;
  return (
    <Page title={round.name} subtitle={walk.snapshot.siteName ?? undefined}>
      <Stack spacing={2}>
        <UnsentWarning count={walk.unsent} />
        <Typography aria-live="polite">
          {state.ended
            ? localTexts.rondeTerminee
            : state.complete
              ? localTexts.tousLesPointsSont
              : `${validated} / ${total} points validés`}
        </Typography>
        {refusal && (
          <Alert severity="error" role="alert" onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        )}
        {running && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              size="large"
              startIcon={<QrCodeScannerIcon />}
              onClick={() => setScanning(true)}
            >
              {localTexts.scannerUnQrCode}
            </Button>
            <Button variant="outlined" size="large" startIcon={<NfcIcon />} onClick={() => void onNfc()}>
              {localTexts.lireUnBadgeNfc}
            </Button>
          </Stack>
        )}
        {nfcMessage && <Alert severity="info">{nfcMessage}</Alert>}
        <RoundWalkCheckpoints
          walk={walk}
          timeZone={timeZone}
          onManual={(checkpointId) => setAsking({ kind: 'manual', checkpointId })}
          onSkip={(checkpointId) => setAsking({ kind: 'skip', checkpointId })}
        />
        {running && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" onClick={() => setAsking({ kind: 'observation' })}>
              {localTexts.ajouterUneObservation}
            </Button>
            <Button
              variant="outlined"
              color="warning"
              startIcon={<ReportIcon />}
              onClick={() => navigate(reportHref(walk.executionId, currentCheckpointId(state)))}
            >
              {localTexts.signaler}
            </Button>
            <Button variant="contained" color="secondary" onClick={() => void onEnd()}>
              {localTexts.terminerLaRonde2}
            </Button>
          </Stack>
        )}
        {walk.messages
          .filter((m) => m.body.type === 'round.observation')
          .map((m) => (
            <Typography key={m.uuid} variant="body2">
              {localTexts.observation}
              {atText(m.body.deviceAt, timeZone)}) : {m.body.round?.text}
            </Typography>
          ))}
        <Button onClick={() => navigate(serviceHref)} sx={{ alignSelf: 'flex-start' }}>
          {rootTexts.retourAuService}
        </Button>
      </Stack>
      {scanning && <QrScanDialog onRead={(text) => void onQr(text)} onClose={() => setScanning(false)} />}
      {asking && (
        <TextDialog
          title={
            asking.kind === 'observation'
              ? localTexts.observation2
              : asking.kind === 'skip'
                ? localTexts.sauterCePointDe
                : localTexts.validerManuellementCePoint
          }
          label={asking.kind === 'observation' ? localTexts.observation2 : localTexts.raison}
          confirmLabel={rootTexts.enregistrer}
          onConfirm={(text) => void onText(text)}
          onClose={() => setAsking(null)}
        />
      )}
    </Page>
  );
}
