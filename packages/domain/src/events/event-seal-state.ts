/**
 * What an event or a message of the main courante shows, as one canonical text (issue 25, the seal covers what is
 * shown). The server builds it from the very rows the screens read (the event, its messages, its attachments'
 * file rows); each chain entry keeps the text of the state it left, under its hash. A shown row that no longer
 * gives the text of its last entry has been changed outside the application; `stateChanges` says what changed.
 */

/** An attachment as listed on the event or message, and the file row its bytes are served from. */
export interface SealAttachment {
  fileId: string;
  name: string;
  contentType: string;
  /** The SHA-256 of the bytes, as the event lists it. */
  sha256: string;
  /** The stored file (null when its row is gone): where its bytes are, what it is served as, their SHA-256. */
  file: { key: string; name: string; contentType: string; size: number; sha256: string } | null;
}

export interface SealLocation {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  altitude: number | null;
}

/** An event as the office, the agent and the customer see it. Instants are ISO texts (toISOString). */
export interface EventSealState {
  subject: 'event';
  id: string;
  siteId: string;
  serviceId: string | null;
  agentId: string | null;
  authorUserId: string | null;
  typeKey: string;
  description: string | null;
  attachments: SealAttachment[];
  location: SealLocation | null;
  roundExecutionId: string | null;
  checkpointId: string | null;
  deviceAt: string;
  receivedAt: string;
  deletedAt: string | null;
}

/** A message of an event as it reads now (its earlier versions are the chain's own entries). */
export interface MessageSealState {
  subject: 'message';
  id: string;
  eventId: string;
  authorUserId: string | null;
  authorMembershipId: string | null;
  content: string | null;
  attachments: SealAttachment[];
  deviceAt: string;
  receivedAt: string;
  editedAt: string | null;
  deletedAt: string | null;
}

export type SealState = EventSealState | MessageSealState;

/** The fields of each state, in the one order the canonical text lists them. */
export const eventStateFields = [
  'id',
  'siteId',
  'serviceId',
  'agentId',
  'authorUserId',
  'typeKey',
  'description',
  'attachments',
  'location',
  'roundExecutionId',
  'checkpointId',
  'deviceAt',
  'receivedAt',
  'deletedAt',
] as const satisfies readonly (keyof EventSealState)[];

export const messageStateFields = [
  'id',
  'eventId',
  'authorUserId',
  'authorMembershipId',
  'content',
  'attachments',
  'deviceAt',
  'receivedAt',
  'editedAt',
  'deletedAt',
] as const satisfies readonly (keyof MessageSealState)[];

export type SealField = (typeof eventStateFields)[number] | (typeof messageStateFields)[number];

const attachmentOf = (a: SealAttachment) => [
  a.fileId,
  a.name,
  a.contentType,
  a.sha256,
  a.file ? [a.file.key, a.file.name, a.file.contentType, a.file.size, a.file.sha256] : null,
];

const locationOf = (l: SealLocation | null) =>
  l ? [l.latitude, l.longitude, l.accuracy ?? null, l.altitude ?? null] : null;

/** A field's value in the canonical text (attachments and position as arrays in a fixed order). */
function canonicalValue(state: SealState, field: SealField): unknown {
  const value = (state as unknown as Record<string, unknown>)[field];
  if (field === 'attachments') return (value as SealAttachment[]).map(attachmentOf);
  if (field === 'location') return locationOf(value as SealLocation | null);
  return value ?? null;
}

const fieldsOf = (subject: SealState['subject']): readonly SealField[] =>
  subject === 'event' ? eventStateFields : messageStateFields;

/** The canonical text of a state: `["event/1", field values…]` in the fixed order above. */
export function canonicalState(state: SealState): string {
  const tag = state.subject === 'event' ? 'event/1' : 'message/1';
  return JSON.stringify([tag, ...fieldsOf(state.subject).map((field) => canonicalValue(state, field))]);
}

/** One field that differs: its value as the chain recorded it and as the rows show it (canonical form). */
export interface SealChange {
  field: SealField | 'subject';
  recorded: unknown;
  shown: unknown;
}

/**
 * The fields whose shown value differs from the recorded canonical text (empty when they agree). A recorded text
 * that cannot be read, or of another subject, differs as a whole.
 */
export function stateChanges(recorded: string, shown: SealState): SealChange[] {
  const current = JSON.parse(canonicalState(shown)) as unknown[];
  let kept: unknown;
  try {
    kept = JSON.parse(recorded);
  } catch {
    kept = null;
  }
  if (!Array.isArray(kept) || kept[0] !== current[0] || kept.length !== current.length) {
    return [{ field: 'subject', recorded, shown: canonicalState(shown) }];
  }
  const fields = fieldsOf(shown.subject);
  return fields.flatMap((field, index) => {
    const before = kept[index + 1];
    const after = current[index + 1];
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field, recorded: before, shown: after }];
  });
}
