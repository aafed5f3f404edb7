import type { FieldAnswer, FieldMessage } from '@securite/domain/field/field-schemas';
import { createExternalStore } from '../../api/external-store.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { sendFieldMessage } from './api/send-field-message.ts';
import { fieldDatabase } from './queue/field-db.ts';
import { enqueue } from './queue/field-queue.ts';
import { createFieldSync, type SyncState } from './queue/field-sync.ts';

/** The queue's sync state, and a counter bumped at each change of the queue, for the screens to re-read it. */
export const syncStateStore = createExternalStore<SyncState>('idle');
export const queueVersionStore = createExternalStore(0);
const bump = () => queueVersionStore.set(queueVersionStore.get() + 1);

export const actionLabels: Record<string, string> = {
  'service.start': 'Prise de service',
  'break.start': 'Début de pause',
  'break.end': 'Fin de pause',
  'service.photo': 'Photo',
  'service.end': 'Fin de service',
  'round.start': 'Début de ronde',
  'round.checkpoint': 'Point de contrôle',
  'round.skip': 'Point sauté',
  'round.observation': 'Observation de ronde',
  'round.end': 'Fin de ronde',
  'event.create': 'Main courante',
  'event.message': 'Message de main courante',
  'event.message.edit': 'Modification de message',
  'event.message.delete': 'Suppression de message',
  'pti.heartbeat': 'Signal de protection',
  'pti.alarm': 'Alerte PTI',
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
        title: 'Instruction refusée par le serveur',
        message: `${actionLabels[message.body.type] ?? message.body.type} : ${
          error instanceof Error ? error.message : 'erreur inconnue'
        } Ignorer cette instruction et continuer ? Elle restera dans la liste des éléments non transmis.`,
        confirmLabel: 'Ignorer',
        cancelLabel: 'Plus tard',
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
