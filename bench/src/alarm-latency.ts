// Alarm latency: the time from an agent's phone sending an SOS through the field queue to the owner's open
// supervision stream (SSE) receiving it, over HTTP on loopback against the embedded database. Issue target: 2 s.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { services } from '../../apps/server/src/db/schema/services.ts';
import { sites } from '../../apps/server/src/db/schema/sites.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/seed/demo.ts';
import { record } from './results.ts';

const ALARMS = 20;

async function login(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** Resolves with the arrival time of each `event: alarm` frame of an open SSE stream. */
function alarmArrivals(response: Response): { next: () => Promise<number> } {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no stream body');
  const decoder = new TextDecoder();
  const waiting: Array<(at: number) => void> = [];
  const arrived: number[] = [];
  let buffer = '';
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith('event: alarm')) {
          const at = performance.now();
          const resolve = waiting.shift();
          if (resolve) resolve(at);
          else arrived.push(at);
        }
        end = buffer.indexOf('\n\n');
      }
    }
  })().catch(() => {
    // The stream is aborted at the end of the scenario.
  });
  return {
    next: () => {
      const at = arrived.shift();
      return at !== undefined ? Promise.resolve(at) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

export async function alarmLatencyScenario(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-alarm-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1' }), jobs: false };
  const app = await buildApp({ config });
  const abort = new AbortController();
  try {
    await seedDemo(app.ctx.db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const agentToken = await login(base, 'agent@demo.test');
    const ownerToken = await login(base, 'gerant@demo.test');
    const headers = { authorization: `Bearer ${agentToken}`, 'content-type': 'application/json' };
    const me = (await (await fetch(`${base}/api/user`, { headers })).json()) as {
      userCompanies: Array<{ agency: { id: string }; agentId: string }>;
    };
    const { agency, agentId } = me.userCompanies[0];
    // A service of the scenario's own, started, on a day of its own: the demo's services depend on the hour the
    // bench runs (none is in progress after midnight), and an alarm is accepted on any started service.
    const [site] = await app.ctx.db.select({ id: sites.id }).from(sites).where(eq(sites.agencyId, agency.id)).limit(1);
    if (!site) throw new Error('the demo agency has no site');
    const startAt = new Date(Date.UTC(2021, 0, 4, 8));
    const [service] = await app.ctx.db
      .insert(services)
      .values({
        agencyId: agency.id,
        reference: `BENCH-${randomUUID().slice(0, 8)}`,
        siteId: site.id,
        agentId,
        startAt,
        endAt: new Date(startAt.getTime() + 8 * 3600_000),
        realStartAt: startAt,
        status: ServiceStatus.Started,
      })
      .returning({ id: services.id });
    const url = `${base}/api/agency/${agency.id}/field/message`;
    const send = async (body: Record<string, unknown>) => {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
      if (response.status !== 200) throw new Error(`${body.type}: ${response.status} ${await response.text()}`);
    };
    // A stream opens with a one-minute ticket, never with the access token in its URL.
    const ticketAnswer = await fetch(`${base}/api/stream-ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    const { ticket } = (await ticketAnswer.json()) as { ticket: string };
    const stream = await fetch(`${base}/api/agency/${agency.id}/stream?ticket=${encodeURIComponent(ticket)}`, {
      signal: abort.signal,
    });
    if (stream.status !== 200) throw new Error(`stream: ${stream.status}`);
    const arrivals = alarmArrivals(stream);
    const latencies: number[] = [];
    for (let i = 0; i < ALARMS; i += 1) {
      const sent = performance.now();
      await send({
        uuid: randomUUID(),
        type: 'pti.alarm',
        serviceId: service.id,
        deviceAt: new Date().toISOString(),
        pti: { alarm: 'sos' },
      });
      latencies.push((await arrivals.next()) - sent);
    }
    latencies.sort((a, b) => a - b);
    record('alarm_to_supervision_median', latencies[Math.floor(latencies.length / 2)], 'ms');
    record('alarm_to_supervision_max', latencies[latencies.length - 1], 'ms');
  } finally {
    abort.abort();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
