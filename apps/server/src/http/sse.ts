import { StreamEvent } from '@securite/domain/notifications/schemas';
import type { FastifyReply } from 'fastify';
import type { Realtime, RealtimeEvent, Topic } from '../realtime/realtime.ts';

/** Proxies and browsers drop idle connections; a comment line this often keeps the stream open. */
export const HEARTBEAT_MS = 25_000;

/** Open streams of one app, ended before the server closes (it would otherwise wait for them forever). */
export type StreamRegistry = Set<() => void>;

function frame(event: RealtimeEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`;
}

/**
 * Turns the reply into a Server-Sent Events stream of the given topics. The first event, `ready`, is sent
 * once this process listens, so a client knows nothing published from then on will be missed.
 * Unsubscribes when the client goes away.
 */
export async function streamTopics(
  reply: FastifyReply,
  realtime: Realtime,
  topics: Topic[],
  registry: StreamRegistry,
): Promise<void> {
  const raw = reply.raw;
  // Keep the headers set by earlier hooks (helmet) on the hijacked reply.
  const inherited = reply.getHeaders() as Record<string, string | string[] | number>;
  reply.hijack();
  raw.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 5000\n\n');
  const send = (event: RealtimeEvent) => {
    if (!raw.destroyed) raw.write(frame(event));
  };
  const unsubscribes = topics.map((topic) => realtime.subscribe(topic, send));
  const heartbeat = setInterval(() => {
    if (!raw.destroyed) raw.write(': ping\n\n');
  }, HEARTBEAT_MS);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const unsubscribe of unsubscribes) unsubscribe();
    registry.delete(end);
    if (!raw.writableEnded) raw.end();
  };
  registry.add(end);
  raw.on('close', end);
  raw.on('error', end);
  await realtime.ready();
  send({ type: StreamEvent.Ready, data: { topics } });
}
