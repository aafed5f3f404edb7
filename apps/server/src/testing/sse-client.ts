export interface StreamEventFrame {
  event: string;
  data: unknown;
}

export interface TestStream {
  status: number;
  contentType: string | null;
  /** Resolves with the first event (already received or to come) matching the predicate. */
  waitFor(match: (e: StreamEventFrame) => boolean, timeoutMs?: number): Promise<StreamEventFrame>;
  events: StreamEventFrame[];
  close(): void;
}

/** Opens a Server-Sent Events stream over real HTTP (fetch), as a browser's EventSource would. */
export async function openStream(url: string): Promise<TestStream> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  const events: StreamEventFrame[] = [];
  const waiters = new Set<() => void>();
  const stream: TestStream = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    async waitFor(match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close() {
      controller.abort();
    },
  };
  if (!response.body || !stream.contentType?.startsWith('text/event-stream')) {
    await response.text().catch(() => '');
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event) events.push({ event, data: data === undefined ? null : JSON.parse(data) });
          for (const wake of [...waiters]) wake();
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return stream;
}

/** Asks for a stream ticket with the access token, as the web does before opening a stream. */
export async function streamTicket(origin: string, token: string): Promise<string> {
  const response = await fetch(`${origin}/api/stream-ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`stream ticket: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { ticket: string }).ticket;
}

/** Opens a stream as the holder of the access token: with a stream ticket in the URL, never the token. */
export async function openStreamAs(url: string, token: string): Promise<TestStream> {
  const ticket = await streamTicket(new URL(url).origin, token);
  return openStream(`${url}${url.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`);
}
