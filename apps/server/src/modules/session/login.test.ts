import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema/auth.ts';
import { buildUser, TEST_PASSWORD } from '../../testing/factories.ts';
import { buildSecondApp, useTestApp } from '../../testing/test-app.ts';
import {
  ACCOUNT_FREE_TRIES,
  ACCOUNT_MAX_DELAY_SECONDS,
  ADDRESS_FREE_TRIES,
  ADDRESS_LEAK_MS,
  accountAddressThrottleKey,
  accountThrottleKey,
  addressThrottleKey,
  FREE_TRIES,
  MAX_DELAY_SECONDS,
} from './login-throttle.ts';

const t = useTestApp();

let address = 0;
/** Each test guesses from an address of its own (the per-address limits are tested below). */
let ip = '203.0.113.0';
beforeEach(() => {
  ip = `203.0.113.${++address}`;
});
const login = (username: string, password: string, deviceToken?: string, from = ip) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login_check',
    headers: { 'x-forwarded-for': from },
    payload: { username, password, ...(deviceToken ? { device_token: deviceToken } : {}) },
  });
/** The throttle key of the account tried from this test's address. */
const pairKey = (email: string) => accountAddressThrottleKey(email, ip);

async function fail(email: string, times: number, deviceToken?: string) {
  for (let i = 0; i < times; i++) {
    const response = await login(email, 'Mauvais1', deviceToken);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  }
}

/**
 * A 429 for a delay of `seconds`. The wait counts down from the failure that set it, so on a loaded
 * machine a second or two may already be gone: accept that much, and check the message says the same wait.
 */
function expectThrottled(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  seconds: number,
) {
  expect(response.statusCode).toBe(429);
  const body = response.json() as { code: string; message: string; details: { retryAfter: number } };
  const wait = body.details.retryAfter;
  expect(wait).toBeLessThanOrEqual(seconds);
  expect(wait).toBeGreaterThanOrEqual(Math.max(1, seconds - 2));
  expect(response.headers['retry-after']).toBe(String(wait));
  expect(body).toEqual({
    code: 'TOO_MANY_ATTEMPTS',
    message: `Trop de tentatives de connexion pour ce compte. Réessayez dans ${wait} seconde${wait > 1 ? 's' : ''}.`,
    details: { retryAfter: wait },
  });
}

/** Lets the current delay run out without sleeping. */
const endDelay = (key: string) =>
  t.database.db
    .update(loginAttempts)
    .set({ blockedUntil: new Date(Date.now() - 1) })
    .where(eq(loginAttempts.key, key));

const attemptsOf = async (key: string) =>
  (await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, key)))[0];

describe('login throttling', () => {
  it('allows FREE_TRIES failures from an address, then refuses it with growing delays', async () => {
    const user = await buildUser(t.database.db);
    const key = pairKey(user.email);
    await fail(user.email, FREE_TRIES);
    // Blocked: even the right password is not checked, so guessing learns nothing meanwhile.
    expectThrottled(await login(user.email, TEST_PASSWORD), 2);
    expectThrottled(await login(user.email, 'Mauvais1'), 2);

    for (const next of [4, 8, 16]) {
      await endDelay(key);
      await fail(user.email, 1);
      expectThrottled(await login(user.email, TEST_PASSWORD), next);
    }
    expect((await attemptsOf(key)).failures).toBe(FREE_TRIES + 3);
  });

  it('never locks the owner out from another address: the guesses of one address hold back that address only', async () => {
    const user = await buildUser(t.database.db);
    await fail(user.email, FREE_TRIES);
    expectThrottled(await login(user.email, TEST_PASSWORD), 2);
    await t.database.db
      .update(loginAttempts)
      .set({ blockedUntil: new Date(Date.now() + 3600_000) })
      .where(eq(loginAttempts.key, pairKey(user.email)));
    // The owner, on another network and a device never used before, gets in at once.
    expect((await login(user.email, TEST_PASSWORD, undefined, '192.0.2.77')).statusCode).toBe(200);
    // The guesser is still held back.
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('slows a guesser spread over many addresses account-wide, for ACCOUNT_MAX_DELAY_SECONDS at most', async () => {
    const user = await buildUser(t.database.db);
    const key = accountThrottleKey(user.email);
    // A long distributed attack: every address stayed under its own limit.
    await t.database.db
      .insert(loginAttempts)
      .values({ key, failures: ACCOUNT_FREE_TRIES + 10_000, lastFailureAt: new Date() });
    await fail(user.email, 1);
    const held = await login(user.email, TEST_PASSWORD, undefined, '192.0.2.78');
    expectThrottled(held, ACCOUNT_MAX_DELAY_SECONDS);
    // The wait runs out and the owner gets in; a successful login forgives nothing of the attack.
    await endDelay(key);
    expect((await login(user.email, TEST_PASSWORD, undefined, '192.0.2.78')).statusCode).toBe(200);
    expect((await attemptsOf(key)).failures).toBeGreaterThan(ACCOUNT_FREE_TRIES);
  });

  it('throttles unknown accounts exactly like real ones (no account discovery)', async () => {
    await fail('personne@test.local', FREE_TRIES);
    expectThrottled(await login('Personne@Test.local ', 'Mauvais1'), 2);
  });

  it('forgives the failures after a successful login', async () => {
    const user = await buildUser(t.database.db);
    await fail(user.email, FREE_TRIES - 1);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await attemptsOf(pairKey(user.email))).toBeUndefined();
    await fail(user.email, FREE_TRIES - 1);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets failures older than a day', async () => {
    const user = await buildUser(t.database.db);
    const key = pairKey(user.email);
    await t.database.db
      .insert(loginAttempts)
      .values({ key, failures: FREE_TRIES + 5, lastFailureAt: new Date(Date.now() - 25 * 3600_000) });
    await fail(user.email, 1);
    expect((await attemptsOf(key)).failures).toBe(1);
  });

  it('counts a burst of parallel guesses one by one', async () => {
    const user = await buildUser(t.database.db);
    const responses = await Promise.all(Array.from({ length: 12 }, () => login(user.email, 'Mauvais1')));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(FREE_TRIES);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - FREE_TRIES);
  });
});

describe('login throttling of known devices', () => {
  it('lets the owner in from a known device while the account is under attack', async () => {
    const user = await buildUser(t.database.db);
    const first = await login(user.email, TEST_PASSWORD);
    const deviceToken: string = first.json().device_token;
    expect(deviceToken).toMatch(/^[0-9a-f-]{36}\./);

    await fail(user.email, FREE_TRIES);
    expectThrottled(await login(user.email, TEST_PASSWORD), 2);
    // The attack goes on: the account is blocked for the next hour (a 2 s wait could run out on a busy machine).
    const key = pairKey(user.email);
    await t.database.db
      .update(loginAttempts)
      .set({ blockedUntil: new Date(Date.now() + 3600_000) })
      .where(eq(loginAttempts.key, key));

    const owner = await login(user.email, TEST_PASSWORD, deviceToken);
    expect(owner.statusCode).toBe(200);
    // The same device keeps its identity.
    expect(owner.json().device_token).toBe(deviceToken);
    // The account stays throttled for everyone else: the device's login forgave nothing.
    const other = await login(user.email, TEST_PASSWORD);
    expect(other.statusCode).toBe(429);
    expect(other.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await attemptsOf(key)).failures).toBeGreaterThanOrEqual(FREE_TRIES);
  });

  it('throttles a known device on its own failures, apart from the account', async () => {
    const user = await buildUser(t.database.db);
    const deviceToken: string = (await login(user.email, TEST_PASSWORD)).json().device_token;
    await fail(user.email, FREE_TRIES, deviceToken);
    expectThrottled(await login(user.email, TEST_PASSWORD, deviceToken), 2);
    expect(await attemptsOf(accountThrottleKey(user.email))).toBeUndefined();
    expect(await attemptsOf(pairKey(user.email))).toBeUndefined();
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('gives no own bucket to a forged device token or one from another account', async () => {
    const victim = await buildUser(t.database.db);
    const attacker = await buildUser(t.database.db);
    const attackerDevice: string = (await login(attacker.email, TEST_PASSWORD)).json().device_token;
    await fail(victim.email, FREE_TRIES);
    for (const token of [attackerDevice, `${attackerDevice.split('.')[0]}.forged`, 'nimportequoi']) {
      expectThrottled(await login(victim.email, TEST_PASSWORD, token), 2);
    }
  });
});

describe('login throttling per address', () => {
  /** Attempts from one address (X-Forwarded-For from the test's loopback proxy, which the default trusts). */
  const from = (ip: string, username: string, password: string, deviceToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'x-forwarded-for': ip },
      payload: { username, password, ...(deviceToken ? { device_token: deviceToken } : {}) },
    });

  /** One failure on each of `count` accounts (never enough for an account's own limit). */
  async function spray(ip: string, count: number) {
    for (let i = 0; i < count; i++) {
      const response = await from(ip, `cible-${ip}-${i}@test.local`, 'Mauvais1');
      expect(response.statusCode, response.body).toBe(401);
    }
  }

  function expectAddressThrottled(response: { statusCode: number; json(): unknown }) {
    expect(response.statusCode).toBe(429);
    const body = response.json() as { code: string; message: string; details: { retryAfter: number } };
    const wait = body.details.retryAfter;
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    expect(body).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: `Trop de tentatives de connexion depuis votre adresse réseau. Réessayez dans ${wait} seconde${wait > 1 ? 's' : ''}.`,
      details: { retryAfter: wait },
    });
  }

  it('slows down an address spraying many accounts, and only that address', async () => {
    const user = await buildUser(t.database.db);
    await spray('198.51.100.7', ADDRESS_FREE_TRIES);
    // The next try from that address waits, even with the right password of an account never attacked.
    expectAddressThrottled(await from('198.51.100.7', user.email, TEST_PASSWORD));
    // The account itself owes nothing: from another address its owner logs in at once.
    expect((await from('198.51.100.8', user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // The delay lifts by itself.
    await endDelay(addressThrottleKey('198.51.100.7'));
    expect((await from('198.51.100.7', user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a successful login as no failure, without forgiving the ones before', async () => {
    const user = await buildUser(t.database.db);
    const ip = '198.51.100.20';
    await spray(ip, 3);
    expect((await from(ip, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await attemptsOf(addressThrottleKey(ip))).failures).toBe(3);
  });

  it('forgets an address’s failures one a minute', async () => {
    const ip = '198.51.100.30';
    const key = addressThrottleKey(ip);
    await t.database.db.insert(loginAttempts).values({
      key,
      failures: ADDRESS_FREE_TRIES + 10,
      lastFailureAt: new Date(Date.now() - 15 * ADDRESS_LEAK_MS - 1000),
    });
    await spray(ip, 1);
    expect((await attemptsOf(key)).failures).toBe(ADDRESS_FREE_TRIES - 4);
  });

  it('lets a known device in from a throttled address', async () => {
    const user = await buildUser(t.database.db);
    const deviceToken: string = (await from('198.51.100.40', user.email, TEST_PASSWORD)).json().device_token;
    await spray('198.51.100.41', ADDRESS_FREE_TRIES);
    expectAddressThrottled(await from('198.51.100.41', user.email, TEST_PASSWORD));
    expect((await from('198.51.100.41', user.email, TEST_PASSWORD, deviceToken)).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const direct = await buildSecondApp(t, { trustProxy: false });
    try {
      // Reaching the server directly, a client cannot pick a new address for each guess.
      for (let i = 0; i < ADDRESS_FREE_TRIES; i++) {
        const response = await direct.inject({
          method: 'POST',
          url: '/api/login_check',
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
          payload: { username: `direct-${i}@test.local`, password: 'Mauvais1' },
          remoteAddress: '203.0.113.250',
        });
        expect(response.statusCode).toBe(401);
      }
      const next = await direct.inject({
        method: 'POST',
        url: '/api/login_check',
        headers: { 'x-forwarded-for': '192.0.2.200' },
        payload: { username: 'direct-x@test.local', password: 'Mauvais1' },
        remoteAddress: '203.0.113.250',
      });
      expectAddressThrottled(next);
    } finally {
      await direct.close();
    }
  });
});

describe('no permanent lockout', () => {
  /** The key's failures as if they were `ms` older: time passing, without sleeping. */
  async function olderBy(key: string, ms: number) {
    const row = await attemptsOf(key);
    const back = (date: Date | null) => (date ? new Date(date.getTime() - ms) : null);
    await t.database.db
      .update(loginAttempts)
      .set({ lastFailureAt: back(row.lastFailureAt), blockedUntil: back(row.blockedUntil) })
      .where(eq(loginAttempts.key, key));
  }

  /** A 429 waiting the longest delay, give or take the seconds a loaded machine takes. */
  function expectLongestWait(response: { statusCode: number; json(): unknown }) {
    expect(response.statusCode).toBe(429);
    const wait = (response.json() as { details: { retryAfter: number } }).details.retryAfter;
    expect(wait).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
    expect(wait).toBeGreaterThanOrEqual(MAX_DELAY_SECONDS - 5);
  }

  it('holds an account back on an address at most MAX_DELAY_SECONDS after any number of failures, then lets its owner in', async () => {
    const user = await buildUser(t.database.db);
    const key = pairKey(user.email);
    // A long attack: ten thousand failures today.
    await t.database.db.insert(loginAttempts).values({ key, failures: 10_000, lastFailureAt: new Date() });
    await fail(user.email, 1);
    expectLongestWait(await login(user.email, TEST_PASSWORD));
    // Tries during the wait neither count nor push the end of the wait back.
    const { blockedUntil } = await attemptsOf(key);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'Mauvais1')).statusCode).toBe(429);
    expect((await attemptsOf(key)).blockedUntil).toEqual(blockedUntil);
    expect((await attemptsOf(key)).failures).toBe(10_001);
    // Five minutes later the owner's password opens the account, and the failures are forgiven.
    await olderBy(key, MAX_DELAY_SECONDS * 1000);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await attemptsOf(key)).toBeUndefined();
  });

  it('holds an address back at most MAX_DELAY_SECONDS after any number of failures, then lets it in', async () => {
    const user = await buildUser(t.database.db);
    const ip = '198.51.100.60';
    const key = addressThrottleKey(ip);
    await t.database.db.insert(loginAttempts).values({ key, failures: 10_000, lastFailureAt: new Date() });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        headers: { 'x-forwarded-for': ip },
        payload: { username: user.email, password },
      });
    expect((await attempt('Mauvais1')).statusCode).toBe(401);
    expectLongestWait(await attempt(TEST_PASSWORD));
    const { blockedUntil } = await attemptsOf(key);
    for (let i = 0; i < 5; i++) expect((await attempt('Mauvais1')).statusCode).toBe(429);
    expect((await attemptsOf(key)).blockedUntil).toEqual(blockedUntil);
    await olderBy(key, MAX_DELAY_SECONDS * 1000);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('addressThrottleKey', () => {
  it('keys IPv4 addresses as they are, and IPv6 addresses by their /64 network', () => {
    expect(addressThrottleKey('203.0.113.9')).toBe('address:203.0.113.9');
    expect(addressThrottleKey('::ffff:203.0.113.9')).toBe('address:203.0.113.9');
    expect(addressThrottleKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('address:2001:db8:1:2::/64');
    expect(addressThrottleKey('2001:DB8:1:2::1')).toBe(addressThrottleKey('2001:db8:1:2:ffff::9'));
    expect(addressThrottleKey('2001:db8::1')).toBe('address:2001:db8:0:0::/64');
    expect(addressThrottleKey('::1')).toBe('address:0:0:0:0::/64');
  });
});
