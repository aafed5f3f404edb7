import { vi } from 'vitest';

type Handler = (request: { body: unknown; headers: Headers; url: string }) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with a table of "METHOD /api/path" handlers; unknown calls answer 404.
 * Returns the mock so tests can count calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const method = (init.method ?? 'GET').toUpperCase();
    const handler = handlers[`${method} ${path}`];
    if (!handler) return json({ code: 'NOT_FOUND', message: 'Élément introuvable.' }, 404);
    // Uploads hand their FormData to the handler as it is.
    const body =
      typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined;
    return handler({ body, headers: new Headers(init.headers), url });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof mockApi>, methodAndPath: string): number {
  const [method, path] = methodAndPath.split(' ');
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input).split('?')[0].endsWith(path) && ((init?.method ?? 'GET') as string) === method,
  ).length;
}
