// The paced load: phones and planners whose requests come at independent random times (a Poisson stream at the
// given rate, the usual model for many independent clients), each timed from the moment it was due, not from when
// it could be sent (no coordinated omission). autocannon's own pacing (overallRate) does not model this: every
// connection sends its share when its one-second interval fires, and the intervals of all connections start
// together, so 300 messages a second arrive as one burst of 300 at the top of each second and the last of the burst
// waits for the 299 before it.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { type LoadFigures, type LoadRun, phoneMessage, weekWindow } from './load.ts';
import type { LoadData } from './seed-load.ts';

interface Answer {
  status: number;
  body: string;
}

function post(agent: http.Agent, url: URL, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) }, timeout: 20_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Sends `make()`'s request at a Poisson rate of `perSecond` for `seconds`, spread over the servers in turn, at most
 * `clients` at once (one keep-alive connection each, as each phone or planner has its own).
 */
async function stream(
  baseUrls: string[],
  clients: number,
  perSecond: number,
  seconds: number,
  make: () => { path: string; headers: Record<string, string>; body: string },
  onAnswer: (answer: Answer) => void,
): Promise<LoadFigures> {
  const agents = baseUrls.map(
    () => new http.Agent({ keepAlive: true, maxSockets: Math.ceil(clients / baseUrls.length) }),
  );
  const latencies: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  let due = start;
  let sent = 0;
  for (;;) {
    due += -Math.log(1 - Math.random()) * (1000 / perSecond);
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const server = sent++ % baseUrls.length;
    const request = make();
    const dueAt = due;
    inFlight.push(
      post(agents[server], new URL(request.path, baseUrls[server]), request.headers, request.body).then(
        (answer) => {
          latencies.push(performance.now() - dueAt);
          if (answer.status < 200 || answer.status >= 300) errors++;
          else onAnswer(answer);
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Math.round((100 * (latencies.length - errors)) / elapsed) / 100,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
  };
}

/** The phones' heartbeats and the planners' week reads at the given rates, both at once (see runLoad). */
export async function runPacedLoad(
  baseUrls: string[],
  data: LoadData,
  options: { seconds: number; weeks: number; rates: { phones: number; planners: number } },
): Promise<LoadRun> {
  const acknowledged: string[] = [];
  let nextPhone = 0;
  let nextWeek = 0;
  const agency = `/api/agency/${data.agencyId}`;
  const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const [phones, planners] = await Promise.all([
    stream(
      baseUrls,
      data.phones.length,
      options.rates.phones,
      options.seconds,
      () => {
        const phone = data.phones[nextPhone++ % data.phones.length];
        const body = JSON.stringify(phoneMessage(phone.serviceId, randomUUID()));
        return { path: `${agency}/field/message`, headers: json(phone.token), body };
      },
      (answer) => acknowledged.push((JSON.parse(answer.body) as { uuid: string }).uuid),
    ),
    stream(
      baseUrls,
      data.planners.length,
      options.rates.planners,
      options.seconds,
      () => {
        const token = data.planners[nextWeek % data.planners.length];
        const body = JSON.stringify(weekWindow(nextWeek++, options.weeks));
        return { path: `${agency}/fetch/planned-services`, headers: json(token), body };
      },
      () => undefined,
    ),
  ]);
  return { phones, planners, acknowledged };
}
