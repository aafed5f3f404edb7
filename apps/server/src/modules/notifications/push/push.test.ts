import { randomUUID } from 'node:crypto';
import https from 'node:https';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { DEFAULT_PUSH_HOSTS } from '../../../config.ts';
import { alarms } from '../../../db/schema/alarms.ts';
import { devices } from '../../../db/schema/auth.ts';
import { appSettings, jobs } from '../../../db/schema/platform.ts';
import { services } from '../../../db/schema/services.ts';
import { agencies } from '../../../db/schema/tenancy.ts';
import { buildAgencyWithPeople, loginAs } from '../../../testing/factories.ts';
import { createPushServiceDouble } from '../../../testing/push-service.ts';
import { buildSecondApp, useTestApp } from '../../../testing/test-app.ts';
import { buildSite } from '../../../testing/workforce-factories.ts';
import { registerJobHandlers } from '../../job-handlers.ts';
import { mailUnacknowledgedAlarm } from '../../pti/public.ts';
import { deliverPush, PUSH_QUEUE, pushToUsers, vapidKeys } from '../public.ts';
import { allowedHost } from './send-push.ts';

const service = createPushServiceDouble();
const push = {
  enabled: true,
  publicKey: null,
  privateKey: null,
  subject: 'mailto:alertes@example.org',
  ca: service.ca,
  hosts: ['127.0.0.1'],
};
const t = useTestApp({ push });
let a: Awaited<ReturnType<typeof buildAgencyWithPeople>>;

beforeAll(async () => {
  await service.start();
  registerJobHandlers(t.app.ctx);
  a = await buildAgencyWithPeople(t.database.db, ['supervision.view']);
});
afterAll(() => service.stop());

async function registerBrowser(email: string | null) {
  const subscription = service.subscribe();
  const { headers } = await loginAs(t.app, email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/device',
    headers,
    payload: { token: JSON.stringify(subscription.json), browserName: 'Chrome' },
  });
  expect(response.statusCode).toBe(200);
  return { subscription, deviceId: response.json().id as string };
}

const message = {
  title: 'SOS : Jean Dupont',
  body: 'Alerte — Site A',
  url: '#/terrain/adminDashboard/adminAlerts',
  tag: 'alarm-1',
};

describe('Web Push (issue 30)', () => {
  it('gives the signed-in browser the VAPID public key, generated once and kept like the JWT secret', async () => {
    const { headers } = await loginAs(t.app, a.staff.user.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/user/push-key', headers });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [stored] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, 'vapid_keys'));
    expect((stored.value as { publicKey: string }).publicKey).toBe(publicKey);
    // Another process over the same database signs with the same key.
    const second = await buildSecondApp(t, { push });
    try {
      expect((await vapidKeys(second.ctx))?.publicKey).toBe(publicKey);
    } finally {
      await second.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user/push-key' })).statusCode).toBe(401);
  });

  it('encrypts the message for each browser of the users and signs the request with VAPID', async () => {
    const staff = await registerBrowser(a.staff.user.email);
    const owner = await registerBrowser(a.owner.user.email);
    const agent = await registerBrowser(a.agent.user.email);
    // A device registered by a native app (a token that is not a Web Push subscription) is left alone.
    await t.database.db
      .insert(devices)
      .values({ userId: a.staff.user.id, token: 'fcm-token', tokenHash: randomUUID() });
    const before = service.received.length;
    await pushToUsers(t.app.ctx, { userIds: [a.staff.user.id, a.owner.user.id], message });
    expect(await t.app.ctx.jobs.drain()).toBeGreaterThanOrEqual(1);
    const got = service.received.slice(before);
    expect(got.map((r) => r.subscriptionId).sort()).toEqual([staff.subscription.id, owner.subscription.id].sort());
    const publicKey = (await vapidKeys(t.app.ctx))?.publicKey;
    for (const request of got) {
      expect(request.status).toBe(201);
      expect(request.vapidError).toBeNull();
      expect(request.vapidPublicKey).toBe(publicKey);
      expect(request.jwt?.sub).toBe('mailto:alertes@example.org');
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers.ttl).toBe('3600');
      expect(request.headers.urgency).toBe('high');
      expect(JSON.parse(request.plaintext ?? 'null')).toEqual(message);
    }
    expect(got.some((r) => r.subscriptionId === agent.subscription.id)).toBe(false);
  });

  it('an SOS from an agent’s phone reaches the supervisor’s browser, app closed, and again when nobody acknowledges', async () => {
    const db = t.database.db;
    await db
      .update(agencies)
      .set({ settings: { field: { loneWorker: { ptiEnabled: true, ptiFrequency: 10, ptiAlarmMailDelay: 5 } } } })
      .where(eq(agencies.id, a.agency.id));
    const supervisor = await registerBrowser(a.staff.user.email);
    const [row] = await db
      .insert(services)
      .values({
        agencyId: a.agency.id,
        reference: `P-${randomUUID().slice(0, 8)}`,
        siteId: (await buildSite(db, a.agency.id, { name: 'Entrepôt Nord' })).id,
        agentId: a.agent.membership.id,
        status: ServiceStatus.Started,
        startAt: new Date(Date.now() - 3600_000),
        endAt: new Date(Date.now() + 3600_000),
      })
      .returning();
    const { headers } = await loginAs(t.app, a.agent.user.email);
    const before = service.received.length;
    const sos = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${a.agency.id}/field/message`,
      headers,
      payload: {
        uuid: randomUUID(),
        type: 'pti.alarm',
        serviceId: row.id,
        deviceAt: new Date().toISOString(),
        location: { latitude: 48.85, longitude: 2.35, accuracy: 20 },
        pti: { alarm: 'sos' },
      },
    });
    expect(sos.statusCode).toBe(200);
    await t.app.ctx.jobs.drain();
    const first = service.received.slice(before).find((r) => r.subscriptionId === supervisor.subscription.id);
    expect(first?.status).toBe(201);
    const shown = JSON.parse(first?.plaintext ?? 'null');
    expect(shown).toMatchObject({ url: '#/terrain/adminDashboard/adminAlerts' });
    expect(shown.title).toMatch(/^SOS : /);
    expect(shown.body).toContain('Entrepôt Nord');
    // Five minutes on, nobody acknowledged: the reminder mails and pushes again, the same tag.
    const [alarm] = await db.select().from(alarms).where(eq(alarms.serviceId, row.id));
    expect(
      await mailUnacknowledgedAlarm(
        t.app.ctx,
        { agencyId: a.agency.id, alarmId: alarm.id },
        new Date(Date.now() + 6 * 60_000),
      ),
    ).toBe('sent');
    const middle = service.received.length;
    await t.app.ctx.jobs.drain();
    const again = service.received.slice(middle).find((r) => r.subscriptionId === supervisor.subscription.id);
    const reminder = JSON.parse(again?.plaintext ?? 'null');
    expect(reminder).toMatchObject({ title: 'SOS non acquittée', tag: `alarm-${alarm.id}` });
    expect(shown.tag).toBe(`alarm-${alarm.id}`);
  });

  it('a request signed with another key than its k is refused by the double (its check can fail)', async () => {
    const { subscription } = await registerBrowser(a.owner.user.email);
    const details = webpush.generateRequestDetails(subscription.json, 'x', {
      vapidDetails: { subject: 'mailto:x@example.org', ...webpush.generateVAPIDKeys() },
    });
    const ours = (await vapidKeys(t.app.ctx))?.publicKey;
    const headers = {
      ...details.headers,
      Authorization: String(details.headers.Authorization).replace(/k=.*$/, `k=${ours}`),
    };
    const url = new URL(details.endpoint);
    const status = await new Promise<number>((resolve, reject) => {
      const request = https.request(
        { hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers, ca: service.ca },
        (response) => resolve(response.statusCode ?? 0),
      );
      request.on('error', reject);
      request.end(details.body);
    });
    expect(status).toBe(403);
    expect(service.received.at(-1)?.vapidError).toBe('bad signature');
  });

  it('removes a device whose subscription the push service says is gone, and keeps the others', async () => {
    const kept = await registerBrowser(a.staff.user.email);
    const expired = await registerBrowser(a.staff.user.email);
    service.expire(expired.subscription.id);
    const outcome = await deliverPush(t.app.ctx, { userIds: [a.staff.user.id], message });
    expect(outcome.removed).toBe(1);
    const left = await t.database.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.userId, a.staff.user.id));
    expect(left.map((d) => d.id)).toContain(kept.deviceId);
    expect(left.map((d) => d.id)).not.toContain(expired.deviceId);
  });

  it('posts only to the configured push services, whatever a device’s token says', async () => {
    const { subscription } = await registerBrowser(a.owner.user.email);
    const before = service.received.length;
    t.app.ctx.config.push.hosts = ['fcm.googleapis.com', 'push.services.mozilla.com'];
    try {
      expect(await deliverPush(t.app.ctx, { userIds: [a.owner.user.id], message })).toMatchObject({ sent: 0 });
    } finally {
      t.app.ctx.config.push.hosts = ['127.0.0.1'];
    }
    expect(service.received.slice(before)).toHaveLength(0);
    expect(allowedHost('https://fcm.googleapis.com/fcm/send/x', DEFAULT_PUSH_HOSTS)).toBe(true);
    expect(allowedHost('https://updates.push.services.mozilla.com/wpush/v2/x', DEFAULT_PUSH_HOSTS)).toBe(true);
    expect(allowedHost('https://web.push.apple.com/x', DEFAULT_PUSH_HOSTS)).toBe(true);
    expect(allowedHost('https://evilpush.apple.com.example.org/x', DEFAULT_PUSH_HOSTS)).toBe(false);
    expect(allowedHost(subscription.json.endpoint, DEFAULT_PUSH_HOSTS)).toBe(false);
  });

  it('asks nothing when push is switched off, and one push per unique key', async () => {
    t.app.ctx.config.push.enabled = false;
    try {
      await pushToUsers(t.app.ctx, { userIds: [a.staff.user.id], message, uniqueKey: 'off' });
    } finally {
      t.app.ctx.config.push.enabled = true;
    }
    await pushToUsers(t.app.ctx, { userIds: [a.staff.user.id], message, uniqueKey: 'once' });
    await pushToUsers(t.app.ctx, { userIds: [a.staff.user.id], message, uniqueKey: 'once' });
    const rows = await t.database.db.select({ key: jobs.uniqueKey }).from(jobs).where(eq(jobs.queue, PUSH_QUEUE));
    expect(rows.filter((r) => r.key === `${PUSH_QUEUE}:once`)).toHaveLength(1);
    expect(rows.filter((r) => r.key === `${PUSH_QUEUE}:off`)).toHaveLength(0);
    await t.app.ctx.jobs.drain();
  });
});
