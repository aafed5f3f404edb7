import type { FieldAnswer, FieldMessage } from '@securite/domain/field/field-schemas';
import { createExternalStore } from '../../api/external-store.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { sendFieldMessage } from './api/send-field-message.ts';
import { fieldDatabase } from './queue/field-db.ts';
import { enqueue } from './queue/field-queue.ts';
import { createFieldSync, type SyncState } from './queue/field-sync.ts';
import { texts as startTexts } from './start/texts.ts';
import { texts } from './texts.ts';

/** The queue's sync state, and a counter bumped at each change of the queue, for the screens to re-read it. */
export const syncStateStore = createExternalStore<SyncState>('idle');
export const queueVersionStore = createExternalStore(0);
const bump = () => queueVersionStore.set(queueVersionStore.get() + 1);

export const actionLabels: Record<string, string> = {
  'service.start': startTexts.priseDeService,
  'break.start': texts.debutDePause,
  'break.end': texts.finDePause,
  'service.photo': texts.photo,
  'service.end': texts.finDeService,
  'round.start': texts.debutDeRonde,
  'round.checkpoint': texts.pointDeControle,
  'round.skip': texts.pointSaute,
  'round.observation': texts.observationDeRonde,
  'round.end': texts.finDeRonde,
  'event.create': texts.mainCourante,
  'event.message': texts.messageDeMainCourante,
  'event.message.edit': texts.modificationDeMessage,
  'event.message.delete': texts.suppressionDeMessage,
  'pti.heartbeat': texts.signalDeProtection,
  'pti.alarm': texts.alertePti,
};

let sync: ReturnType<typeof createFieldSync> | null = null;

/** The phone's one sync: it drains at start, on each new message and whenever the network comes back. */
export function fieldSync() {
  if (sync) return sync;
  const db = fieldDatabase();
  sync = createFieldSync({
    db,
    send: (message) => sendFieldMessage(message.agencyId, message.body),
    askSkip: (message, error) =>
      confirm({
        title: texts.instructionRefuseeParLe,
        message: texts.ignorerCetteInstructionValue(
          actionLabels[message.body.type] ?? message.body.type,
          error instanceof Error ? error.message : texts.erreurInconnue,
        ),
        confirmLabel: texts.ignorer,
        cancelLabel: texts.plusTard,
      }),
    onState: (state) => {
      syncStateStore.set(state);
      bump();
    },
    onSent: async (message, answer) => {
      const { service } = answer as FieldAnswer;
      await db.services.update(message.serviceId, {
        status: service.status,
        realStartAt: service.realStartAt,
        realEndAt: service.realEndAt,
      });
    },
    afterSent: bump,
  });
  globalThis.addEventListener?.('online', () => void sync?.nudge());
  return sync;
}

/**
 * Stops the phone's sync and forgets it: the next action starts a new one. For the tests, which share this module
 * from file to file: each starts without a sync left waiting by the one before.
 */
export function resetFieldSync(): void {
  sync?.stop();
  sync = null;
  syncStateStore.set('idle');
}

/** Records an action of the agent: queued on the phone first, then sent when the network allows. */
export async function recordFieldAction(agencyId: string, body: FieldMessage): Promise<void> {
  await enqueue(fieldDatabase(), agencyId, body);
  bump();
  void fieldSync().drain();
}
