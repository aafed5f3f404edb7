import type { Db } from '../../db/client.ts';
import { type FlowRow, recordSubmitted } from './flow-store.ts';
import { type FlowInfo, type PaClient, PaError } from './pa-client.ts';

export interface FlowFile {
  info: FlowInfo;
  file: { bytes: Uint8Array; contentType: string };
}

/**
 * Sends a row's flow at most once. The row (and its tracking id) exists before the PA is called; when it has no flow
 * id yet — first try, or a process that died after the PA took the flow but before the id was kept — the PA is first
 * searched by the tracking id, and only a flow it does not know is submitted.
 */
export async function transmitOnce(
  db: Db,
  client: PaClient,
  row: FlowRow,
  build: () => Promise<FlowFile>,
  routing: string | null = null,
): Promise<void> {
  if (row.flowId) return;
  const [known] = await client.searchFlows({ trackingId: row.trackingId }, 1);
  let flowId = known?.trackingId === row.trackingId ? known.flowId : undefined;
  if (!flowId) {
    const { info, file } = await build();
    const submitted = await client.submitFlow({ ...info, trackingId: row.trackingId }, file);
    flowId = submitted.flowId;
    if (!flowId) throw new PaError('flowId missing in the platform answer', 502);
  }
  await recordSubmitted(db, row, flowId, routing);
}
