import type {
  EventSealState,
  MessageSealState,
  SealAttachment,
  SealState,
} from '@securite/domain/events/event-seal-state';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  type StoredAttachment,
  serviceEventFiles,
  serviceEventMessages,
  serviceEvents,
} from '../../db/schema/events.ts';
import { inAgency } from '../../db/tenant.ts';

type EventRow = typeof serviceEvents.$inferSelect;
type MessageRow = typeof serviceEventMessages.$inferSelect;
type FileRow = typeof serviceEventFiles.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function attachmentsOf(list: readonly StoredAttachment[], files: ReadonlyMap<string, FileRow>): SealAttachment[] {
  return list.map((a) => {
    const file = files.get(a.fileId);
    return {
      fileId: a.fileId,
      name: a.name,
      contentType: a.contentType,
      sha256: a.sha256,
      file: file
        ? { key: file.key, name: file.name, contentType: file.contentType, size: file.size, sha256: file.sha256 }
        : null,
    };
  });
}

export function eventStateOf(row: EventRow, files: ReadonlyMap<string, FileRow>): EventSealState {
  const l = row.location;
  return {
    subject: 'event',
    id: row.id,
    siteId: row.siteId,
    serviceId: row.serviceId,
    agentId: row.agentId,
    authorUserId: row.authorUserId,
    typeKey: row.typeKey,
    description: row.description,
    attachments: attachmentsOf(row.attachments, files),
    location: l
      ? { latitude: l.latitude, longitude: l.longitude, accuracy: l.accuracy ?? null, altitude: l.altitude ?? null }
      : null,
    roundExecutionId: row.roundExecutionId,
    checkpointId: row.checkpointId,
    deviceAt: row.deviceAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
  };
}

export function messageStateOf(row: MessageRow, files: ReadonlyMap<string, FileRow>): MessageSealState {
  return {
    subject: 'message',
    id: row.id,
    eventId: row.eventId,
    authorUserId: row.authorUserId,
    authorMembershipId: row.authorMembershipId,
    content: row.content,
    attachments: attachmentsOf(row.attachments, files),
    deviceAt: row.deviceAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    editedAt: iso(row.editedAt),
    deletedAt: iso(row.deletedAt),
  };
}

/** The file rows the attachments point to (in the agency), by id. */
async function filesOf(tx: Tx, agencyId: string, lists: readonly (readonly StoredAttachment[])[]) {
  const ids = [...new Set(lists.flat().map((a) => a.fileId))];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(serviceEventFiles)
          .where(and(inAgency(serviceEventFiles, agencyId), inArray(serviceEventFiles.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What the screens show of some events and their messages, read from the rows they read (service_events,
 * service_event_messages, service_event_files), as seal states: a site's whole main courante, or one event.
 */
export async function loadShownStates(
  tx: Tx,
  agencyId: string,
  of: { siteId: string } | { eventId: string },
): Promise<SealState[]> {
  const where: SQL[] = [inAgency(serviceEvents, agencyId)];
  where.push('siteId' in of ? eq(serviceEvents.siteId, of.siteId) : eq(serviceEvents.id, of.eventId));
  const events = await tx
    .select()
    .from(serviceEvents)
    .where(and(...where));
  const messages =
    events.length === 0
      ? []
      : await tx
          .select()
          .from(serviceEventMessages)
          .where(
            and(
              inAgency(serviceEventMessages, agencyId),
              inArray(
                serviceEventMessages.eventId,
                events.map((e) => e.id),
              ),
            ),
          );
  const files = await filesOf(
    tx,
    agencyId,
    [...events, ...messages].map((row) => row.attachments),
  );
  return [...events.map((row) => eventStateOf(row, files)), ...messages.map((row) => messageStateOf(row, files))];
}
