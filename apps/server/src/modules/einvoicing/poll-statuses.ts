import { readLifecycleCdar } from '@securite/domain/einvoicing/cdar';
import { isFinalStatus } from '@securite/domain/einvoicing/lifecycle';
import { and, eq, isNotNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { commercialDocuments } from '../../db/schema/billing.ts';
import { einvoicingFlows } from '../../db/schema/einvoicing.ts';
import { inAgency } from '../../db/tenant.ts';
import { type FlowRow, recordStatus } from './flow-store.ts';
import type { PaClient, PaFlow } from './pa-client.ts';
import { enqueuePoll } from './queues.ts';
import { activeSettingsOf, paClientOf } from './settings.ts';

const MAX_PAGES = 10;

/** The flows still waiting for the platform (isFinalStatus, in SQL). */
export const waitingFlows: SQL = and(
  isNotNull(einvoicingFlows.flowId),
  notInArray(einvoicingFlows.status, ['rejected', 'refused', 'blocked', 'cashed']),
  or(eq(einvoicingFlows.kind, 'invoice'), notInArray(einvoicingFlows.status, ['deposited'])),
)!;
const PAGE = 100;

/** What the platform's acknowledgement of a flow says: Ok is « Déposée », Error « Rejetée » with its reasons. */
async function readAcknowledgements(ctx: AppContext, client: PaClient, rows: FlowRow[]): Promise<void> {
  for (const row of rows) {
    if (row.status !== 'transmitted' || !row.flowId) continue;
    const flow = await client.getFlow(row.flowId);
    const ack = flow.acknowledgement;
    if (ack?.status === 'Ok') await recordStatus(ctx.db, row, 'deposited', null, `ack:${row.flowId}`);
    else if (ack?.status === 'Error') {
      const reason =
        (ack.details ?? [])
          .map((d) => [d.reasonMessage, d.item ? `(${d.item})` : null, d.reasonCode ? `[${d.reasonCode}]` : null])
          .map((parts) => parts.filter(Boolean).join(' '))
          .filter(Boolean)
          .join(' ; ') || null;
      await recordStatus(ctx.db, row, 'rejected', reason, `ack:${row.flowId}`);
    }
  }
}

/**
 * The lifecycle flows (CDAR) the platform received for the agency's invoices since the oldest one still waiting:
 * each status is kept once (its source is the lifecycle flow), in the platform's order.
 */
async function readLifecycles(ctx: AppContext, client: PaClient, agencyId: string, rows: FlowRow[]): Promise<void> {
  const waiting = rows.filter((r) => r.kind === 'invoice' && r.submittedAt && !isFinalStatus('invoice', r.status));
  if (waiting.length === 0) return;
  const since = new Date(Math.min(...waiting.map((r) => r.submittedAt!.getTime())) - 60_000).toISOString();
  const numbers = await ctx.db
    .select({ id: einvoicingFlows.id, number: commercialDocuments.number })
    .from(einvoicingFlows)
    .innerJoin(
      commercialDocuments,
      and(inAgency(commercialDocuments, agencyId), eq(commercialDocuments.id, einvoicingFlows.documentId)),
    )
    .where(and(inAgency(einvoicingFlows, agencyId), eq(einvoicingFlows.kind, 'invoice'), waitingFlows));
  const byNumber = new Map<string, FlowRow>();
  const rowById = new Map(rows.map((r) => [r.id, r]));
  for (const n of numbers) if (n.number && rowById.has(n.id)) byNumber.set(n.number, rowById.get(n.id)!);
  let updatedAfter = since;
  for (let page = 0; page < MAX_PAGES; page++) {
    const found: PaFlow[] = await client.searchFlows(
      { flowType: ['CustomerInvoiceLC'], flowDirection: ['In'], updatedAfter },
      PAGE,
    );
    found.sort((a, b) => (a.updatedAt ?? '').localeCompare(b.updatedAt ?? ''));
    for (const lc of found) {
      if (!lc.flowId) continue;
      const statuses = readLifecycleCdar(await client.downloadFlow(lc.flowId));
      for (const [index, status] of statuses.entries()) {
        const row = byNumber.get(status.invoiceNumber);
        if (!row) continue;
        const at = lc.updatedAt ? new Date(lc.updatedAt) : new Date();
        await recordStatus(ctx.db, row, status.status, status.reason, `lc:${lc.flowId}:${index}`, at);
      }
    }
    if (found.length < PAGE) break;
    updatedAfter = found.at(-1)?.updatedAt ?? updatedAfter;
  }
}

/**
 * The poll job of an agency: the acknowledgements of its flows just sent, then the lifecycle statuses of its
 * invoices; asked again in a minute while one of them still waits for the platform.
 */
export async function pollStatuses(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  const agencyId = payload.agencyId;
  if (typeof agencyId !== 'string') return;
  const active = await activeSettingsOf(ctx, agencyId);
  if (!active) return;
  const client = paClientOf(active.connection);
  const open = async () =>
    ctx.db
      .select()
      .from(einvoicingFlows)
      .where(and(inAgency(einvoicingFlows, agencyId), waitingFlows));
  await readAcknowledgements(ctx, client, await open());
  await readLifecycles(ctx, client, agencyId, await open());
  if ((await open()).length > 0) await enqueuePoll(ctx, agencyId);
}

/** The daily safety net: a poll for every agency with a flow still waiting (a poll chain broken by failures). */
export async function pollAllWaiting(ctx: AppContext): Promise<void> {
  // every agency: the daily job looks for the agencies that have a flow waiting for their platform.
  const waiting = await ctx.db
    .selectDistinct({ agencyId: einvoicingFlows.agencyId })
    .from(einvoicingFlows)
    .where(waitingFlows);
  for (const { agencyId } of waiting) await enqueuePoll(ctx, agencyId, 0);
}
