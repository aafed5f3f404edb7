import type { FieldCircuit } from '@securite/domain/field/field-circuit-schemas';
import type { FieldServiceState } from '@securite/domain/field/service-lifecycle';
import { useEffect, useState } from 'react';
import { useExternalStore } from '../../api/external-store.ts';
import { getFieldCircuit } from './api/get-field-circuit.ts';
import { fieldSync, queueVersionStore } from './field-runtime.ts';
import { localServiceState } from './field-state.ts';
import { type FieldDatabase, fieldDatabase, type QueuedMessage, type ServiceSnapshot } from './queue/field-db.ts';
import { readTogether } from './queue/field-queue.ts';

export interface FieldStopView {
  snapshot: ServiceSnapshot;
  state: FieldServiceState;
}

export interface FieldCircuitView {
  circuit: ServiceSnapshot;
  state: FieldServiceState;
  /** In visiting order. */
  stops: FieldStopView[];
  /** The messages of the tour and its stops not yet sent, and those the agent chose to skip. */
  unsent: QueuedMessage[];
  skipped: QueuedMessage[];
}

const byVisit = (a: ServiceSnapshot, b: ServiceSnapshot) =>
  a.startAt.localeCompare(b.startAt) || a.id.localeCompare(b.id);

/** The tour and its stops as snapshots, so that the phone shows them offline and its queue updates each. */
export function circuitSnapshots(
  circuit: FieldCircuit,
  agencyId: string,
  agentId: string,
): [ServiceSnapshot, ...ServiceSnapshot[]] {
  const common = { agencyId, agentId };
  const parent: ServiceSnapshot = {
    ...common,
    id: circuit.id,
    siteName: null,
    title: circuit.name,
    startAt: circuit.startAt,
    endAt: circuit.endAt,
    isCircuit: true,
    status: circuit.status,
    realStartAt: circuit.realStartAt,
    realEndAt: circuit.realEndAt,
  };
  const stops = circuit.stops.map(
    (stop): ServiceSnapshot => ({
      ...common,
      id: stop.id,
      siteName: stop.site?.name ?? null,
      siteAddress: stop.site?.address ?? null,
      title: stop.postTitle,
      startAt: stop.startAt,
      endAt: stop.endAt,
      isCircuit: false,
      circuitId: circuit.id,
      status: stop.status,
      realStartAt: stop.realStartAt,
      realEndAt: stop.realEndAt,
    }),
  );
  return [parent, ...stops];
}

/** The tour, its stops and their messages in one read (readTogether). */
function readLocal(db: FieldDatabase, agencyId: string, circuitId: string) {
  return readTogether(db, () => readTour(db, agencyId, circuitId));
}

async function readTour(db: FieldDatabase, agencyId: string, circuitId: string) {
  const circuit = await db.services.get(circuitId);
  const stops = circuit
    ? (
        await db.services
          .where('agencyId')
          .equals(agencyId)
          .filter((s) => s.circuitId === circuitId)
          .toArray()
      ).sort(byVisit)
    : [];
  const ids = [circuitId, ...stops.map((s) => s.id)];
  const messages = await db.messages.where('serviceId').anyOf(ids).sortBy('seq');
  return { circuit, stops, messages };
}

/** Stores what the server said when it differs from the phone's copy (stops removed by the office go too). */
async function storeIfChanged(db: FieldDatabase, local: ServiceSnapshot[], fresh: ServiceSnapshot[]) {
  const known = new Map(local.map((s) => [s.id, JSON.stringify(s)]));
  const changed = fresh.filter((s) => known.get(s.id) !== JSON.stringify(s));
  const gone = local.filter((s) => !fresh.some((f) => f.id === s.id)).map((s) => s.id);
  if (changed.length === 0 && gone.length === 0) return false;
  await db.transaction('rw', db.services, async () => {
    await db.services.bulkPut(changed);
    await db.services.bulkDelete(gone);
  });
  return true;
}

/**
 * A tour on the phone: its snapshot and its stops' from IndexedDB with the queued messages applied (so that it shows
 * offline, after a reload too), refreshed from the server when it answers and nothing of the tour waits to be sent.
 * undefined while loading; null when the phone does not know the tour and the server cannot tell.
 */
export function useFieldCircuit(agencyId: string, agentId: string, circuitId: string) {
  const version = useExternalStore(queueVersionStore);
  const [view, setView] = useState<FieldCircuitView | null | undefined>(undefined);

  useEffect(() => {
    void fieldSync().drain();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` counts the queue's changes; it is what re-reads it.
  useEffect(() => {
    let live = true;
    const db = fieldDatabase();
    (async () => {
      const { circuit, stops, messages } = await readLocal(db, agencyId, circuitId);
      if (!live) return;
      const unsent = messages.filter((m) => !m.consumed && !m.skipped);
      if (circuit) {
        setView({
          circuit,
          state: localServiceState(circuit, unsent),
          stops: stops.map((snapshot) => ({ snapshot, state: localServiceState(snapshot, unsent) })),
          unsent,
          skipped: messages.filter((m) => m.skipped),
        });
      }
      if (unsent.length > 0) return;
      try {
        const fresh = circuitSnapshots(await getFieldCircuit(agencyId, circuitId), agencyId, agentId);
        const local = circuit ? [circuit, ...stops] : [];
        if (live && (await storeIfChanged(db, local, fresh))) queueVersionStore.set(queueVersionStore.get() + 1);
      } catch {
        // Offline (or not the agent's tour): the phone's own view stands, if it has one.
        if (live && !circuit) setView(null);
      }
    })();
    return () => {
      live = false;
    };
  }, [agencyId, agentId, circuitId, version]);

  return view;
}
