import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { einvoicingFlows } from '../../db/schema/einvoicing.ts';
import { completeSettings, sampleLines, sellerAddress } from '../../testing/billing-kit.ts';
import { buildAgency, buildCustomer, buildMember, TEST_PASSWORD } from '../../testing/factories.ts';
import { call, eventually, loginOver } from '../../testing/http-calls.ts';
import { type FakePa, startFakePa } from '../../testing/pa-server.ts';
import { createScratchDatabase } from '../../testing/scratch-postgres.ts';
import { type ServerProcess, startServerProcess } from '../../testing/server-process.ts';

// A server process killed with SIGKILL while it submits an invoice: the platform kept the flow but the process died
// before it could record the answer. Another process takes the job again and submits nothing twice.
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('a server killed in the middle of a submission (needs DATABASE_URL)', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let database: Database;
  let pa: FakePa;
  let dataDir = '';
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoicing-crash-'));
    [scratch, pa] = await Promise.all([createScratchDatabase(serverUrl as string, 'einvoicing_crash'), startFakePa()]);
    database = await openDatabase({ databaseUrl: scratch.url });
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    for (const server of started) await server.stop();
    await database?.close();
    await Promise.all([pa?.close(), scratch?.drop()]);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds the flow the platform kept by its tracking id instead of sending it again', async () => {
    const db = database.db;
    const agency = await buildAgency(db, { address: sellerAddress });
    const owner = await buildMember(db, agency.id, 'owner');
    const customer = await buildCustomer(db, agency.id);
    pa.directory.add(customer.siren!);
    const env = {
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JOBS: 'true',
      MAIL_VIEWER: 'false',
      JOB_LOCK_TIMEOUT_SECONDS: '3',
    };
    const first = await startServerProcess({ name: 'PA-1', env });
    started.push(first);
    const { token } = await loginOver(first.baseUrl, owner.user.email, TEST_PASSWORD);
    const base = `/api/agency/${agency.id}`;
    expect(
      (await call(first.baseUrl, 'PUT', `${base}/settings/commercial-docs`, { token, body: completeSettings })).status,
    ).toBe(200);
    const settings = await call(first.baseUrl, 'PUT', `${base}/settings/einvoicing`, {
      token,
      body: { enabled: true, baseUrl: pa.url, clientId: pa.clientId, clientSecret: pa.clientSecret, format: 'cii' },
    });
    expect(settings.status).toBe(200);
    const draft = await call(first.baseUrl, 'POST', `${base}/invoice`, {
      token,
      body: { customerId: customer.id, date: '2026-11-02', lines: [sampleLines[0]] },
    });
    expect(draft.status).toBe(200);
    const id = (draft.body as { id: string }).id;

    // The platform keeps the flow and never answers: the process waits on it, and is killed.
    pa.hangNextAnswer();
    expect((await call(first.baseUrl, 'POST', `${base}/invoice/${id}/validate`, { token })).status).toBe(200);
    await eventually(async () => (pa.submitted().length === 1 ? true : undefined), 'le flux reçu par la plateforme');
    await first.kill();
    const [row] = await db.select().from(einvoicingFlows).where(eq(einvoicingFlows.documentId, id));
    expect(row).toMatchObject({ status: 'pending', flowId: null });

    const second = await startServerProcess({ name: 'PA-2', env });
    started.push(second);
    const recorded = await eventually(
      async () => {
        const [now] = await db.select().from(einvoicingFlows).where(eq(einvoicingFlows.documentId, id));
        return now?.flowId ? now : undefined;
      },
      'le flux retrouvé par le second processus',
      60_000,
    );
    expect(pa.submitted()).toHaveLength(1);
    expect(recorded).toMatchObject({ status: 'transmitted', flowId: pa.submitted()[0]!.flowId });
    expect(pa.submitted()[0]!.trackingId).toBe(row!.trackingId);
  }, 180_000);
});
