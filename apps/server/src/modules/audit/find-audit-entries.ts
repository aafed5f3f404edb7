import type { AuditLogEntry, AuditLogQuery } from '@securite/domain/admin/schemas';
import { pageOffset } from '@securite/domain/pagination/schemas';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { auditLog } from '../../db/schema/platform.ts';
import { agencies, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

/** A page of the platform audit log, newest first, optionally narrowed to an agency or an action. */
export async function findAuditEntries(
  ctx: AppContext,
  query: AuditLogQuery,
): Promise<{ data: AuditLogEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.agencyId) conditions.push(inAgency(auditLog, query.agencyId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ entry: auditLog, actor: users, agencyName: agencies.name })
      .from(auditLog) // every agency: the platform's audit log (its agency filter is optional)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .leftJoin(agencies, eq(agencies.id, auditLog.agencyId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    // every agency: the platform's audit log, counted
    ctx.db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    total,
    data: rows.map(({ entry, actor, agencyName }) => ({
      id: entry.id,
      agencyId: entry.agencyId,
      agencyName: agencyName ?? null,
      actor: actor
        ? { id: actor.id, fullname: `${actor.firstname} ${actor.lastname}`.trim(), email: actor.email ?? '' }
        : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      data: entry.data ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
