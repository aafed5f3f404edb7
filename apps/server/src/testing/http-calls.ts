/** The answer of a call: status and parsed JSON body (null when the body is not JSON). */
export interface CallAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the route answered.
  body: any;
}

/** One JSON call over real HTTP, with an optional bearer token, for tests against a server process. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<CallAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/** Logs in through /api/login_check and returns the token pair. */
export async function loginOver(
  baseUrl: string,
  username: string,
  password: string,
): Promise<{ token: string; refresh_token: string }> {
  const answer = await call(baseUrl, 'POST', '/api/login_check', { body: { username, password } });
  if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`délai dépassé : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
