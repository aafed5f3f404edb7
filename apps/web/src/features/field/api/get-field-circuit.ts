import { type FieldCircuit, zFieldCircuit } from '@securite/domain/field/field-circuit-schemas';
import { agencyPath, apiRequest } from '../../../api/client.ts';

/** GET {agency}/field/circuit/{id}: the agent's tour and its stops (no notice: the phone may be offline). */
export function getFieldCircuit(agencyId: string, circuitId: string): Promise<FieldCircuit> {
  return apiRequest(agencyPath(agencyId, `/field/circuit/${encodeURIComponent(circuitId)}`), {
    schema: zFieldCircuit,
    notifyErrors: false,
  });
}
