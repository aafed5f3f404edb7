import { customerAgentName } from '@securite/domain/customer-portal/agent-name';
import type { EventMessageView, ServiceEventView } from '@securite/domain/events/event-schemas';
import { eventTypeLabel } from '@securite/domain/events/event-types';
import type { ServiceEventType } from '@securite/domain/events/service-event-types';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { serviceEventEntries, serviceEventMessages, serviceEvents } from '../../db/schema/events.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

/** Who reads: staff see everything (deleted messages and earlier versions); the others, what stands. */
export type EventViewer = { kind: 'staff' | 'agent' | 'customer'; userId: string };

const fullName = sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`;

/** The events matching `where` (already limited to the agency and the caller), presented in the given order. */
export async function presentEvents(
  tx: Tx,
  agencyId: string,
  ids: readonly string[],
  viewer: EventViewer,
  types: readonly ServiceEventType[],
): Promise<ServiceEventView[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      event: serviceEvents,
      siteName: sites.name,
      reference: services.reference,
      agentName: fullName,
      agentFirstname: users.firstname,
      agentLastname: users.lastname,
    })
    .from(serviceEvents)
    .innerJoin(sites, and(eq(sites.id, serviceEvents.siteId), inAgency(sites, agencyId)))
    .leftJoin(services, and(eq(services.id, serviceEvents.serviceId), inAgency(services, agencyId)))
    .leftJoin(memberships, and(eq(memberships.id, serviceEvents.agentId), inAgency(memberships, agencyId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(inAgency(serviceEvents, agencyId), inArray(serviceEvents.id, [...ids])));
  const messages = await presentMessages(tx, agencyId, ids, viewer);
  const byId = new Map(rows.map((row) => [row.event.id, row]));
  const customer = viewer.kind === 'customer';
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { event } = row;
    return [
      {
        id: event.id,
        typeKey: event.typeKey,
        typeLabel: eventTypeLabel(types, event.typeKey),
        description: event.description,
        attachments: event.attachments,
        site: { id: event.siteId, name: row.siteName },
        service: event.serviceId && row.reference ? { id: event.serviceId, reference: row.reference } : null,
        // A customer learns who reported it by first name and initial (spec 000 section 6: customers do not load
        // agents), and nothing of the checkpoint it was reported at.
        agent: event.agentId
          ? {
              id: event.agentId,
              name: customer ? customerAgentName(row.agentFirstname, row.agentLastname) : (row.agentName ?? ''),
            }
          : null,
        location: event.location ?? null,
        roundExecutionId: event.roundExecutionId,
        checkpointId: customer ? null : event.checkpointId,
        createdAt: event.deviceAt.toISOString(),
        receivedAt: event.receivedAt.toISOString(),
        deletedAt: event.deletedAt?.toISOString() ?? null,
        messages: messages.get(id) ?? [],
      },
    ];
  });
}

async function presentMessages(
  tx: Tx,
  agencyId: string,
  eventIds: readonly string[],
  viewer: EventViewer,
): Promise<Map<string, EventMessageView[]>> {
  const rows = await tx
    .select({
      message: serviceEventMessages,
      authorName: fullName,
      authorFirstname: users.firstname,
      authorLastname: users.lastname,
    })
    .from(serviceEventMessages)
    .leftJoin(users, eq(users.id, serviceEventMessages.authorUserId))
    .where(and(inAgency(serviceEventMessages, agencyId), inArray(serviceEventMessages.eventId, [...eventIds])))
    .orderBy(asc(serviceEventMessages.deviceAt), asc(serviceEventMessages.receivedAt));
  const staff = viewer.kind === 'staff';
  const versions = staff ? await messageVersions(tx, agencyId, eventIds) : new Map<string, Version[]>();
  const byEvent = new Map<string, EventMessageView[]>();
  for (const { message, authorName, authorFirstname, authorLastname } of rows) {
    // Customers read only what stands; agents see their deleted messages marked, without their text.
    if (message.deletedAt && viewer.kind === 'customer') continue;
    const all = versions.get(message.id) ?? [];
    const lastText = all.at(-1)?.content ?? null;
    const view: EventMessageView = {
      id: message.id,
      content: message.deletedAt ? (staff ? lastText : null) : message.content,
      attachments: message.deletedAt && !staff ? [] : message.attachments,
      author: message.authorUserId
        ? {
            id: message.authorUserId,
            name: viewer.kind === 'customer' ? customerAgentName(authorFirstname, authorLastname) : (authorName ?? ''),
          }
        : null,
      deviceAt: message.deviceAt.toISOString(),
      receivedAt: message.receivedAt.toISOString(),
      editedAt: message.editedAt?.toISOString() ?? null,
      deletedAt: message.deletedAt?.toISOString() ?? null,
      // The versions before the one shown (for a deleted message, before its last text).
      history: staff ? all.slice(0, -1) : [],
      mine: message.authorUserId === viewer.userId,
    };
    const list = byEvent.get(message.eventId) ?? [];
    list.push(view);
    byEvent.set(message.eventId, list);
  }
  return byEvent;
}

type Version = { content: string | null; deviceAt: string; receivedAt: string };

/** Each message's written versions (creation, then edits) from the chain, oldest first. */
async function messageVersions(tx: Tx, agencyId: string, eventIds: readonly string[]) {
  const where: SQL[] = [
    inAgency(serviceEventEntries, agencyId),
    inArray(serviceEventEntries.eventId, [...eventIds]),
    inArray(serviceEventEntries.kind, ['create', 'edit']),
  ];
  const rows = await tx
    .select({
      messageId: serviceEventEntries.messageId,
      content: serviceEventEntries.content,
      deviceAt: serviceEventEntries.deviceAt,
      receivedAt: serviceEventEntries.receivedAt,
    })
    .from(serviceEventEntries)
    .where(and(...where))
    .orderBy(asc(serviceEventEntries.seq));
  const versions = new Map<string, Version[]>();
  for (const row of rows) {
    if (!row.messageId) continue;
    const list = versions.get(row.messageId) ?? [];
    list.push({ content: row.content, deviceAt: row.deviceAt.toISOString(), receivedAt: row.receivedAt.toISOString() });
    versions.set(row.messageId, list);
  }
  return versions;
}
