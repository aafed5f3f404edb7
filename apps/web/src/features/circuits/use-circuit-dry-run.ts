import type { CircuitSaveInput } from '@securite/domain/circuits/circuit-schemas';
import { useState } from 'react';
import type { DryRunState } from '../../shared/planning/check-results.tsx';
import { checkCircuits } from './api/check-circuits.ts';

/** 'Vérifier': every issue the circuit's save would raise (tour overlaps included), nothing saved. */
export function useCircuitDryRun(agencyId: string) {
  const [state, setState] = useState<DryRunState>({ status: 'idle' });
  const check = async (save: CircuitSaveInput) => {
    setState({ status: 'checking' });
    try {
      setState({ status: 'done', issues: await checkCircuits(agencyId, save) });
    } catch {
      setState({ status: 'failed' }); // The HTTP client showed why.
    }
  };
  return { state, check };
}
