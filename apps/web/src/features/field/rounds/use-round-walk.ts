import { type RoundExecutionState, roundExecutionState } from '@securite/domain/rounds/round-execution';
import type { BriefingRound } from '@securite/domain/rounds/round-execution-schemas';
import { useEffect, useState } from 'react';
import { useExternalStore } from '../../../api/external-store.ts';
import { queueVersionStore } from '../field-runtime.ts';
import { localServiceState } from '../field-state.ts';
import { fieldDatabase, type QueuedMessage, type ServiceSnapshot } from '../queue/field-db.ts';
import { readTogether } from '../queue/field-queue.ts';
import { executionMessages, executionSteps, planOf } from './round-walk-state.ts';

export interface RoundWalk {
  executionId: string;
  snapshot: ServiceSnapshot;
  round: BriefingRound;
  state: RoundExecutionState;
  /** Its messages made on this phone (sent or not), in order. */
  messages: QueuedMessage[];
  unsent: number;
  serviceState: ReturnType<typeof localServiceState>;
}

/**
 * A round execution walked on this phone, read from the phone's own queue (so it works with no network, after a
 * reload too): the service and round it belongs to, and its state by the round's rules. Null when this phone did
 * not start it.
 */
export function useRoundWalk(executionId: string): RoundWalk | null | undefined {
  const version = useExternalStore(queueVersionStore);
  const [walk, setWalk] = useState<RoundWalk | null | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` counts the queue's changes; it is what re-reads it.
  useEffect(() => {
    let live = true;
    // No execution named (the incident form outside a round): nothing to read.
    if (!executionId) {
      setWalk(null);
      return;
    }
    (async () => {
      const db = fieldDatabase();
      const { all, mine, start, snapshot } = await readTogether(db, async () => {
        const all = await db.messages.toArray();
        const mine = executionMessages(all, executionId);
        const start = mine.find((m) => m.body.type === 'round.start');
        return { all, mine, start, snapshot: start ? await db.services.get(start.serviceId) : undefined };
      });
      const round = snapshot?.briefing?.rounds.find((r) => r.id === start?.body.round?.roundId);
      if (!live) return;
      if (!start || !snapshot || !round) return setWalk(null);
      const serviceMessages = all.filter((m) => m.serviceId === snapshot.id && !m.consumed && !m.skipped);
      setWalk({
        executionId,
        snapshot,
        round,
        state: roundExecutionState(planOf(round), executionSteps(mine)),
        messages: mine,
        unsent: mine.filter((m) => !m.consumed).length,
        serviceState: localServiceState(snapshot, serviceMessages),
      });
    })();
    return () => {
      live = false;
    };
  }, [executionId, version]);

  return walk;
}
