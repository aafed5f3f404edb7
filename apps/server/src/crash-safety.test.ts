import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { fieldMessages, serviceBreaks } from './db/schema/field.ts';
import { jobs } from './db/schema/platform.ts';
import { services } from './db/schema/services.ts';
import { MAIL_DELIVER_QUEUE } from './mail/queue-mail.ts';
import { buildAgency, buildMember, TEST_PASSWORD } from './testing/factories.ts';
import { FieldPhone, serviceQueue } from './testing/field-phone.ts';
import { call, eventually, loginOver } from './testing/http-calls.ts';
import { createScratchDatabase } from './testing/scratch-postgres.ts';
import { type ServerProcess, startServerProcess } from './testing/server-process.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing/smtp-server.ts';
import { buildSite } from './testing/workforce-factories.ts';

// A server killed with SIGKILL (a crash, the OOM killer, a lost machine) while phones sync: nothing it acknowledged
// is lost, the phones' re-sends are applied once, and the jobs it held are taken again.
const serverUrl = process.env.DATABASE_URL;
const SERVICE_START = new Date('2027-01-04T08:00:00Z');

/** An agency with an owner and `count` agents, each with a planned service of their own on one site. */
async function buildCrew(db: Db, count: number) {
  const agency = await buildAgency(db, {
    settings: { field: { loneWorker: { ptiEnabled: true, ptiFrequency: 10, ptiPauseOnBreak: true } } },
  });
  const owner = await buildMember(db, agency.id, 'owner');
  const site = await buildSite(db, agency.id);
  const agents = [];
  for (let i = 0; i < count; i++) {
    const { user, membership } = await buildMember(db, agency.id, 'agent');
    const [service] = await db
      .insert(services)
      .values({
        agencyId: agency.id,
        reference: `C-${randomUUID().slice(0, 8)}`,
        siteId: site.id,
        agentId: membership.id,
        startAt: SERVICE_START,
        endAt: new Date(SERVICE_START.getTime() + 8 * 3600_000),
      })
      .returning();
    agents.push({ email: user.email, serviceId: service.id });
  }
  return { agencyId: agency.id, ownerEmail: owner.user.email, agents };
}

/** What the database holds of a phone's queue: its messages, the service's breaks and status. */
async function storedOf(db: Db, agencyId: string, phone: FieldPhone) {
  const serviceId = phone.queue[0].serviceId;
  const uuids = phone.queue.map((m) => m.uuid);
  const messages = await db
    .select({ id: fieldMessages.id })
    .from(fieldMessages)
    .where(and(eq(fieldMessages.agencyId, agencyId), inArray(fieldMessages.id, uuids)));
  const breaks = await db
    .select({ open: isNull(serviceBreaks.realEndAt) })
    .from(serviceBreaks)
    .where(and(eq(serviceBreaks.agencyId, agencyId), eq(serviceBreaks.serviceId, serviceId)));
  const [service] = await db.select({ status: services.status }).from(services).where(eq(services.id, serviceId));
  return { ids: new Set(messages.map((m) => m.id)), breaks: breaks.length, status: service.status };
}

/** The whole queue applied once: every message stored, one break per break.start, the service running. */
async function expectAppliedOnce(db: Db, agencyId: string, phone: FieldPhone) {
  const stored = await storedOf(db, agencyId, phone);
  expect(stored.ids.size).toBe(phone.queue.length);
  expect(stored.breaks).toBe(phone.queue.filter((m) => m.type === 'break.start').length);
  expect(stored.status).toBe(ServiceStatus.Started);
}

/**
 * An SMTP server that greets and then never answers: a delivery job stays in the middle of its work (nodemailer
 * waits up to 10 minutes for a reply) until its process dies.
 */
async function startHangingSmtp() {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => {});
    socket.write('220 lent.test ESMTP\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    sockets,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(!serverUrl)('a server process on PostgreSQL killed while phones sync (needs DATABASE_URL)', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let database: Database;
  let smtp: TestSmtpServer;
  let hanging: Awaited<ReturnType<typeof startHangingSmtp>>;
  // Made in the hooks: a skipped block still runs its body, never its hooks.
  let dataDir = '';
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scaleout-crash-'));
    [scratch, smtp, hanging] = await Promise.all([
      createScratchDatabase(serverUrl as string, 'scaleout_crash'),
      startTestSmtpServer(),
      startHangingSmtp(),
    ]);
    database = await openDatabase({ databaseUrl: scratch.url });
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    for (const server of started) await server.stop();
    await database?.close();
    await Promise.all([smtp?.close(), hanging?.close(), scratch?.drop()]);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged message, applies the re-sent ones once and takes its mail job again', async () => {
    const db = database.db;
    const crew = await buildCrew(db, 3);
    const env = {
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JOBS: 'true',
      MAIL_VIEWER: 'false',
      JOB_LOCK_TIMEOUT_SECONDS: '3',
    };
    const first = await startServerProcess({ name: 'C', env: { ...env, SMTP_URL: hanging.url } });
    started.push(first);
    const tokens = await Promise.all(crew.agents.map((a) => loginOver(first.baseUrl, a.email, TEST_PASSWORD)));
    const phones = crew.agents.map(
      (a, i) => new FieldPhone(crew.agencyId, tokens[i].token, serviceQueue(a.serviceId, 60, SERVICE_START)),
    );

    // A mail whose delivery is under way (its SMTP server hangs) when the process dies.
    await call(first.baseUrl, 'POST', '/api/user/forgot-password', { body: { username: crew.ownerEmail } });
    const [mailJob] = await eventually(async () => {
      const rows = await db.select().from(jobs).where(eq(jobs.queue, MAIL_DELIVER_QUEUE));
      return rows.length === 1 && rows[0].lockedAt && hanging.sockets.length > 0 ? rows : undefined;
    }, 'l’envoi en cours');
    expect(mailJob.doneAt).toBeNull();

    // The phones sync together; the server is killed in the middle, requests in flight.
    let acknowledged = 0;
    let enough: () => void = () => {};
    const killTime = new Promise<void>((resolve) => {
      enough = resolve;
    });
    const syncs = phones.map((phone) =>
      phone.sync(first.baseUrl, () => {
        if (++acknowledged === 45) enough();
      }),
    );
    await killTime;
    await first.kill();
    expect(await Promise.all(syncs)).toEqual(['offline', 'offline', 'offline']);

    // Down: every acknowledged message is in the database. The one in flight may or may not be.
    let inFlightCommitted = 0;
    for (const phone of phones) {
      const stored = await storedOf(db, crew.agencyId, phone);
      for (const uuid of phone.acknowledged.keys()) expect(stored.ids.has(uuid)).toBe(true);
      if (phone.pending && stored.ids.has(phone.pending.uuid)) inFlightCommitted++;
    }
    const acked = phones.reduce((n, phone) => n + phone.acknowledged.size, 0);
    console.log(
      `tué après ${acked} messages acquittés ; ${inFlightCommitted} message(s) en vol enregistré(s) sans réponse`,
    );

    // Restarted on the same address with a working mail server: the phones send what they still hold.
    const restartedAt = Date.now();
    const second = await startServerProcess({
      name: 'C (relancé)',
      port: first.port,
      env: { ...env, SMTP_URL: smtp.url },
    });
    started.push(second);
    console.log(`serveur relancé en ${Date.now() - restartedAt} ms`);
    // A phone whose last answer was lost on the way sends that message again: the same answer, nothing applied.
    for (const phone of phones) {
      const last = phone.queue[phone.position - 1];
      const again = await call(second.baseUrl, 'POST', `/api/agency/${crew.agencyId}/field/message`, {
        token: phone.token,
        body: last,
      });
      expect(again.status).toBe(200);
      expect(again.body.receivedAt).toBe(phone.acknowledged.get(last.uuid));
    }
    expect(await Promise.all(phones.map((phone) => phone.sync(second.baseUrl)))).toEqual([
      'drained',
      'drained',
      'drained',
    ]);
    for (const phone of phones) await expectAppliedOnce(db, crew.agencyId, phone);

    // The mail job held by the dead process is taken again once its lock expired, and the mail leaves once.
    await eventually(async () => (smtp.received.length > 0 ? true : undefined), 'l’e-mail relancé');
    const [job] = await eventually(async () => {
      const rows = await db.select().from(jobs).where(eq(jobs.id, mailJob.id));
      return rows[0]?.doneAt ? rows : undefined;
    }, 'la tâche terminée');
    expect(job.attempts).toBe(2);
    expect(job.lockedBy).not.toBe(mailJob.lockedBy);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[crew.ownerEmail]]);
    // Both times from the database clock: the job was not taken again before its lock had expired.
    expect((job.doneAt as Date).getTime() - (mailJob.lockedAt as Date).getTime()).toBeGreaterThanOrEqual(3000);
  }, 400_000);
});

describe.skipIf(Boolean(serverUrl))('a server process on the embedded database killed with SIGKILL', () => {
  let dataDir = '';
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of started) await server.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts on the same DATA_DIR with every message it acknowledged (PGLITE_FSYNC=true)', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scaleout-pglite-'));
    // The directory is prepared in this process and closed: the server opens it with an agency in it.
    const prepared = await openDatabase({ dataDir, fsync: true });
    await prepared.migrate();
    const crew = await buildCrew(prepared.db, 1);
    await prepared.close();

    const env = { DATA_DIR: dataDir, PGLITE_FSYNC: 'true', SEED_DEMO: 'false', JOBS: 'false' };
    const first = await startServerProcess({ name: 'D', env });
    started.push(first);
    const { token } = await loginOver(first.baseUrl, crew.agents[0].email, TEST_PASSWORD);
    const phone = new FieldPhone(crew.agencyId, token, serviceQueue(crew.agents[0].serviceId, 60, SERVICE_START));
    let killed = false;
    const sync = phone.sync(first.baseUrl, () => {
      if (phone.acknowledged.size === 25 && !killed) {
        killed = true;
        void first.kill();
      }
    });
    expect(await sync).toBe('offline');
    await first.exited;
    // The dead process's lock is still there; the next server takes it over.
    const lock = path.join(dataDir, 'server.lock');
    expect(fs.readFileSync(lock, 'utf8').split(' ')[0]).toBe(String(first.pid));

    const second = await startServerProcess({ name: 'D (relancé)', port: first.port, env });
    started.push(second);
    // Each acknowledged message sent again answers as the first time (its receipt time): it was kept, not lost
    // and applied anew.
    const url = `${second.baseUrl}/api/agency/${crew.agencyId}/field/message`;
    for (const message of phone.queue.slice(0, phone.position)) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(message),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { receivedAt: string }).receivedAt).toBe(phone.acknowledged.get(message.uuid));
    }
    expect(await phone.sync(second.baseUrl)).toBe('drained');
    await second.stop();

    const reopened = await openDatabase({ dataDir });
    try {
      await expectAppliedOnce(reopened.db, crew.agencyId, phone);
    } finally {
      await reopened.close();
    }
  }, 400_000);
});
