import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { fieldMessages } from '@securite/domain/field/field-messages';
import { newClientUuid } from '../../api/client-uuid.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { actionLabels, recordFieldAction } from './field-runtime.ts';
import { atText } from './field-state.ts';
import type { QueuedMessage } from './queue/field-db.ts';

import { texts } from './texts.ts';

/** The queue's state in words, under a service or a tour. */
export const syncLabels = {
  idle: texts.aJour,
  sending: texts.envoi,
  failed: texts.envoiBloque,
  retrying: texts.nouvelEssaiBientot,
} as const;

/** The spec's warning while the phone holds what the server has not received. */
export function UnsentWarning({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{fieldMessages.unsent}</AlertTitle>
      {fieldMessages.unsentCaption}
    </Alert>
  );
}

/** What the agent chose to skip after a refusal: listed, never dropped silently. */
export function SkippedMessages({ skipped, timeZone }: { skipped: QueuedMessage[]; timeZone: string }) {
  if (skipped.length === 0) return null;
  return (
    <Card component="section" aria-label={texts.elementsNonTransmis}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {texts.elementsNonTransmis}
        </Typography>
        {skipped.map((m) => (
          <Typography key={m.uuid} variant="body2">
            {actionLabels[m.body.type] ?? m.body.type} — {atText(m.body.deviceAt, timeZone)} : {m.lastError}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}

/** Spec 000 section 4, Pause: « Démarrer une pause ? » or « Mettre fin à la pause ? », then queued. */
export async function toggleBreak(agencyId: string, serviceId: string, paused: boolean): Promise<void> {
  const ok = await confirm({ title: paused ? fieldMessages.endBreak : fieldMessages.startBreak });
  if (!ok) return;
  await recordFieldAction(agencyId, {
    uuid: newClientUuid(),
    type: paused ? 'break.end' : 'break.start',
    serviceId,
    deviceAt: new Date().toISOString(),
  });
}
