import { randomUUID } from 'node:crypto';
import { einvoicingMessages as m } from '@securite/domain/einvoicing/messages';
import type { DocumentEinvoicing } from '@securite/domain/einvoicing/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { einvoicingFlows } from '../../db/schema/einvoicing.ts';
import { inAgency } from '../../db/tenant.ts';
import { EINVOICING_SUBMIT_QUEUE } from '../../jobs/einvoicing-queues.ts';
import { getDocumentEinvoicing } from './get-document-einvoicing.ts';

/**
 * POST {agency}/invoice/{id}/einvoicing/retry: « Renvoyer » an invoice that was not sent (its buyer was not in the
 * Directory): it waits again, and the submission job runs again (the Directory asked again first). An invoice the
 * platform already holds is never sent again: 409.
 */
export async function retryDocument(ctx: AppContext, agencyId: string, id: string): Promise<DocumentEinvoicing> {
  const [row] = await ctx.db
    .select()
    .from(einvoicingFlows)
    .where(
      and(inAgency(einvoicingFlows, agencyId), eq(einvoicingFlows.documentId, id), eq(einvoicingFlows.kind, 'invoice')),
    );
  if (!row) {
    // An invoice of the agency that was never sent has nothing to send again (409); one it does not have, 404.
    await getDocumentEinvoicing(ctx, agencyId, id);
    throw new AppError(ErrorCode.Conflict, m.notBlocked);
  }
  const reset = await ctx.db
    .update(einvoicingFlows)
    .set({ status: 'pending', reason: null, updatedAt: new Date() })
    .where(
      and(
        inAgency(einvoicingFlows, agencyId),
        eq(einvoicingFlows.id, row.id),
        eq(einvoicingFlows.status, 'blocked'),
        isNull(einvoicingFlows.flowId),
      ),
    )
    .returning({ id: einvoicingFlows.id });
  if (reset.length === 0) throw new AppError(ErrorCode.Conflict, m.notBlocked);
  await ctx.jobs.enqueue(
    EINVOICING_SUBMIT_QUEUE,
    { agencyId, documentId: id },
    { uniqueKey: `einvoicing:${id}:retry:${randomUUID()}`, maxAttempts: 10 },
  );
  return getDocumentEinvoicing(ctx, agencyId, id);
}
