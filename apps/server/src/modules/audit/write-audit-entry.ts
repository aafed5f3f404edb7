import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/platform.ts';

export interface AuditEntryInput {
  agencyId?: string | null;
  actorUserId: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  data?: Record<string, unknown> | null;
}

/** Records who did what; pass the transaction of the change, so the entry exists exactly when the change does. */
export async function writeAuditEntry(tx: Tx, input: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    agencyId: input.agencyId ?? null,
    actorUserId: input.actorUserId,
    action: input.action,
    targetType: input.targetType ?? null,
    targetId: input.targetId ?? null,
    data: input.data ?? null,
  });
}
