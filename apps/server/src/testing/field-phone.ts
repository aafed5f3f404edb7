import { randomUUID } from 'node:crypto';

/** A field message as a phone's offline queue keeps it (its client uuid made on the phone). */
export interface QueuedFieldMessage {
  uuid: string;
  type: string;
  serviceId: string;
  deviceAt: string;
  pti?: { protection: 'on' };
}

/**
 * What a phone queues during a service: the start, then cycles of a protection heartbeat, a break and the end of
 * the break. Breaks make the order matter: a break started twice would be refused, so a message applied twice
 * shows.
 */
export function serviceQueue(serviceId: string, cycles: number, startAt: Date): QueuedFieldMessage[] {
  let minute = 0;
  const message = (type: string, extra: Partial<QueuedFieldMessage> = {}): QueuedFieldMessage => ({
    uuid: randomUUID(),
    type,
    serviceId,
    deviceAt: new Date(startAt.getTime() + minute++ * 60_000).toISOString(),
    ...extra,
  });
  const queue = [message('service.start')];
  for (let i = 0; i < cycles; i++) {
    queue.push(message('pti.heartbeat', { pti: { protection: 'on' } }), message('break.start'), message('break.end'));
  }
  return queue;
}

/**
 * A phone draining its queue in order, as the field app's sync does: a message leaves the queue only once the
 * server answered 2xx; a network failure (the server gone) stops the sync with the rest still queued.
 */
export class FieldPhone {
  /** Messages the server acknowledged (2xx), by uuid, with the receipt time its answer gave. */
  readonly acknowledged = new Map<string, string>();
  /** Index of the first message not acknowledged yet. */
  position = 0;

  constructor(
    readonly agencyId: string,
    readonly token: string,
    readonly queue: QueuedFieldMessage[],
  ) {}

  /** The message being sent when the server went away, if any. */
  get pending(): QueuedFieldMessage | undefined {
    return this.queue[this.position];
  }

  /** Sends the queue from its first unacknowledged message; resolves 'drained' or 'offline'. */
  async sync(baseUrl: string, onAcknowledged: () => void = () => {}): Promise<'drained' | 'offline'> {
    while (this.position < this.queue.length) {
      const message = this.queue[this.position];
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/api/agency/${this.agencyId}/field/message`, {
          method: 'POST',
          headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(message),
        });
      } catch {
        return 'offline';
      }
      const text = await response.text().catch(() => null);
      // The connection died after the status line: not an acknowledgement.
      if (text === null) return 'offline';
      if (response.status < 200 || response.status >= 300) {
        throw new Error(`${message.type} ${message.uuid}: ${response.status} ${text}`);
      }
      this.acknowledged.set(message.uuid, (JSON.parse(text) as { receivedAt: string }).receivedAt);
      this.position++;
      onAcknowledged();
    }
    return 'drained';
  }
}
