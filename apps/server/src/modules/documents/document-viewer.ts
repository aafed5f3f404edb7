import { assertGranted } from '@securite/domain/auth/access';
import { type DocumentViewer, isDocumentManager } from '@securite/domain/documents/document-access';
import type { DocumentVisibility } from '@securite/domain/documents/document-types';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { documents } from '../../db/schema/documents.ts';
import { memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** Who the documents are listed for: the caller, or (on a manager's agent- or customer-scoped call) that party. */
export interface ListViewer {
  viewer: DocumentViewer;
  /** The list is for another party than the caller (a manager looking through an agent's or customer's eyes). */
  onBehalf: boolean;
}

/** The caller as a document viewer. */
export function viewerOf(tenant: TenantContext): DocumentViewer {
  const membership = tenant.membership;
  return {
    actor: tenant.actor,
    membershipId: membership?.id ?? null,
    customerId: membership?.role === 'customer' ? membership.customerId : null,
  };
}

/**
 * The viewer of a list: on /agent/{id} or /customer/{id} called by someone else than that agent or customer user,
 * the documents that party reads, for managers of the documents only (403 otherwise).
 */
export async function listViewerOf(tx: Tx, tenant: TenantContext): Promise<ListViewer> {
  const self = viewerOf(tenant);
  const { agentId, customerId } = tenant.scope;
  const role = tenant.actor.role;
  if (agentId && !(role === 'agent' && self.membershipId === agentId)) {
    assertGranted(tenant.actor, ['documents.edit']);
    const [agent] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          inAgency(memberships, tenant.agency.id),
          eq(memberships.id, agentId),
          eq(memberships.role, 'agent'),
          isNull(memberships.deletedAt),
        ),
      );
    if (!agent) throw notFound();
    return {
      viewer: {
        actor: { userId: agent.userId, platformRole: null, role: 'agent', rights: [] },
        membershipId: agentId,
        customerId: null,
      },
      onBehalf: true,
    };
  }
  if (customerId && role !== 'customer') {
    assertGranted(tenant.actor, ['documents.edit']);
    return {
      viewer: {
        actor: { userId: '00000000-0000-0000-0000-000000000000', platformRole: null, role: 'customer', rights: [] },
        membershipId: null,
        customerId,
      },
      onBehalf: true,
    };
  }
  return { viewer: self, onBehalf: false };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (value: string | null) => (value && UUID.test(value) ? value : null);

/** The documents whose readers name the viewer (document-access.ts isNamedReader, as SQL). */
export function namedReaderWhere(viewer: DocumentViewer): SQL {
  const membershipId = uuidOrNull(viewer.membershipId);
  const customerId = uuidOrNull(viewer.customerId);
  const parts: SQL[] = [];
  if (membershipId) {
    parts.push(
      sql`exists (select 1 from document_readers r where r.document_id = ${documents.id} and r.membership_id = ${membershipId})`,
    );
  }
  if (viewer.actor.role === 'agent') {
    parts.push(sql`${documents.accessAllAgents}`);
    if (membershipId) parts.push(eq(documents.agentId, membershipId));
  }
  if (viewer.actor.role === 'customer') {
    parts.push(sql`${documents.accessAllCustomers}`);
    if (customerId) {
      parts.push(
        sql`exists (select 1 from document_customers c where c.document_id = ${documents.id} and c.customer_id = ${customerId})`,
      );
    }
  }
  return parts.length > 0 ? (or(...parts) as SQL) : sql`false`;
}

const createdByViewer = (viewer: DocumentViewer) =>
  UUID.test(viewer.actor.userId) ? eq(documents.createdBy, viewer.actor.userId) : sql`false`;

/** The documents the viewer reads (document-access.ts canReadDocument, as SQL); undefined: all of them. */
export function readableWhere(viewer: DocumentViewer): SQL | undefined {
  if (isDocumentManager(viewer.actor)) return undefined;
  return or(createdByViewer(viewer), namedReaderWhere(viewer));
}

/** The visibility toggle: shared with me (named and not mine), created by me, or all I read. */
export function visibilityWhere(viewer: DocumentViewer, visibility: DocumentVisibility): SQL | undefined {
  if (visibility === 'created') return createdByViewer(viewer);
  if (visibility === 'shared') {
    return and(
      namedReaderWhere(viewer),
      UUID.test(viewer.actor.userId) ? sql`${documents.createdBy} is distinct from ${viewer.actor.userId}` : undefined,
    );
  }
  return readableWhere(viewer);
}
