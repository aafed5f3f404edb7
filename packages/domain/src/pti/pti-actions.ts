/**
 * The field messages of protection, queued on the phone with the service's messages (POST {agency}/field/message).
 * Apart from the alarms' schemas (pti-alarms.ts) so that the phone's service state reads them without zod.
 */
export const ptiFieldActions = ['pti.heartbeat', 'pti.alarm'] as const;
export type PtiFieldAction = (typeof ptiFieldActions)[number];
export const isPtiFieldAction = (type: string): type is PtiFieldAction =>
  (ptiFieldActions as readonly string[]).includes(type);
