import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Realtime, RealtimeEvent } from '../realtime/realtime.ts';
import { HEARTBEAT_MS, type StreamRegistry, streamTopics } from './sse.ts';

function fakeReply() {
  const raw = Object.assign(new EventEmitter(), {
    chunks: [] as string[],
    head: null as null | { status: number; headers: Record<string, unknown> },
    destroyed: false,
    writableEnded: false,
    writeHead(status: number, headers: Record<string, unknown>) {
      raw.head = { status, headers };
    },
    write(chunk: string) {
      raw.chunks.push(chunk);
      return true;
    },
    end() {
      raw.writableEnded = true;
    },
  });
  const reply = { raw, hijack: vi.fn(), getHeaders: () => ({ 'x-frame-options': 'SAMEORIGIN' }) };
  return { reply: reply as unknown as FastifyReply, raw };
}

function fakeRealtime() {
  const subscribers = new Map<string, (e: RealtimeEvent) => void>();
  const realtime = {
    publish: vi.fn(),
    subscribe: vi.fn((topic: string, fn: (e: RealtimeEvent) => void) => {
      subscribers.set(topic, fn);
      return () => subscribers.delete(topic);
    }),
    ready: vi.fn(async () => {}),
    close: vi.fn(),
  };
  return { realtime: realtime as unknown as Realtime, subscribers };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('streamTopics', () => {
  it('writes SSE headers (keeping earlier ones), a ready event, then the topic’s events', async () => {
    const { reply, raw } = fakeReply();
    const { realtime, subscribers } = fakeRealtime();
    await streamTopics(reply, realtime, ['user:1'], new Set());
    expect(raw.head?.status).toBe(200);
    expect(raw.head?.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(raw.chunks.at(-1)).toBe('event: ready\ndata: {"topics":["user:1"]}\n\n');
    subscribers.get('user:1')?.({ type: 'notification', data: { title: 'Bonjour' } });
    expect(raw.chunks.at(-1)).toBe('event: notification\ndata: {"title":"Bonjour"}\n\n');
    raw.emit('close');
  });

  it('sends a heartbeat every 25 s, and stops and unsubscribes on close', async () => {
    vi.useFakeTimers();
    const { reply, raw } = fakeReply();
    const { realtime, subscribers } = fakeRealtime();
    const registry: StreamRegistry = new Set();
    await streamTopics(reply, realtime, ['agency:1'], registry);
    expect(HEARTBEAT_MS).toBe(25_000);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(raw.chunks.at(-1)).toBe(': ping\n\n');
    expect(registry.size).toBe(1);
    raw.emit('close');
    expect(subscribers.size).toBe(0);
    expect(registry.size).toBe(0);
    const written = raw.chunks.length;
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(raw.chunks.length).toBe(written);
  });

  it('ends every open stream through the registry (server shutdown)', async () => {
    const { reply, raw } = fakeReply();
    const { realtime } = fakeRealtime();
    const registry: StreamRegistry = new Set();
    await streamTopics(reply, realtime, ['user:2'], registry);
    for (const end of [...registry]) end();
    expect(raw.writableEnded).toBe(true);
    expect(registry.size).toBe(0);
  });
});
