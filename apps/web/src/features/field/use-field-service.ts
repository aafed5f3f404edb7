import { useEffect, useState } from 'react';
import { useExternalStore } from '../../api/external-store.ts';
import { getFieldBriefing } from './api/get-field-briefing.ts';
import { getFieldService } from './api/get-field-service.ts';
import { fieldSync, queueVersionStore } from './field-runtime.ts';
import { localServiceState } from './field-state.ts';
import { fieldDatabase, type QueuedMessage, type ServiceSnapshot } from './queue/field-db.ts';
import { readTogether } from './queue/field-queue.ts';

export interface FieldServiceView {
  snapshot: ServiceSnapshot;
  state: ReturnType<typeof localServiceState>;
  unsent: QueuedMessage[];
  skipped: QueuedMessage[];
  /** Every message of the service made on this phone, in order: its timeline. */
  messages: QueuedMessage[];
}

/**
 * The service on the phone: its snapshot and queued messages from IndexedDB (so it shows offline, after a reload
 * too), refreshed from the server when it answers and the queue is empty.
 */
export function useFieldService(agencyId: string, serviceId: string) {
  const version = useExternalStore(queueVersionStore);
  const [view, setView] = useState<FieldServiceView | null | undefined>(undefined);

  useEffect(() => {
    void fieldSync().drain();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` counts the queue's changes; it is what re-reads it.
  useEffect(() => {
    let live = true;
    const db = fieldDatabase();
    (async () => {
      const [snapshot, messages] = await readTogether(db, () =>
        Promise.all([db.services.get(serviceId), db.messages.where('serviceId').equals(serviceId).sortBy('seq')]),
      );
      if (!live) return;
      if (!snapshot) return setView(null);
      const unsent = messages.filter((m) => !m.consumed && !m.skipped);
      setView({
        snapshot,
        state: localServiceState(snapshot, unsent),
        unsent,
        skipped: messages.filter((m) => m.skipped),
        messages,
      });
      if (unsent.length > 0) return;
      try {
        const [server, briefing] = await Promise.all([
          getFieldService(agencyId, serviceId),
          getFieldBriefing(agencyId, serviceId).catch(() => snapshot.briefing ?? null),
        ]);
        if (live && briefing && JSON.stringify(briefing) !== JSON.stringify(snapshot.briefing)) {
          await db.services.update(serviceId, { briefing });
          queueVersionStore.set(queueVersionStore.get() + 1);
        }
        const changed =
          server.status !== snapshot.status ||
          server.realStartAt !== snapshot.realStartAt ||
          server.realEndAt !== snapshot.realEndAt;
        if (live && changed) {
          await db.services.update(serviceId, {
            status: server.status,
            realStartAt: server.realStartAt,
            realEndAt: server.realEndAt,
          });
          queueVersionStore.set(queueVersionStore.get() + 1);
        }
      } catch {
        // Offline: the phone's own view stands until the network comes back.
      }
    })();
    return () => {
      live = false;
    };
  }, [agencyId, serviceId, version]);

  return view;
}
