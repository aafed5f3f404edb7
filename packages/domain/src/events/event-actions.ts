/** The queued field messages of the main courante: open an event, add, edit or delete one of its messages. */
export const eventFieldActions = [
  'event.create',
  'event.message',
  'event.message.edit',
  'event.message.delete',
] as const;
export type EventFieldAction = (typeof eventFieldActions)[number];
export const isEventFieldAction = (type: string): type is EventFieldAction =>
  (eventFieldActions as readonly string[]).includes(type);
