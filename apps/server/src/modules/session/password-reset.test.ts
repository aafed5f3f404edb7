import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, passwordResetTokens } from '../../db/schema/auth.ts';
import { jobs, mailOutbox } from '../../db/schema/platform.ts';
import { buildUser, loginAs, TEST_PASSWORD } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { registerJobHandlers } from '../job-handlers.ts';
import { accountAddressThrottleKey, accountThrottleKey, FREE_TRIES } from './login-throttle.ts';
import { RESET_MAILS_PER_HOUR } from './request-password-reset.ts';

const t = useTestApp({ publicUrl: 'https://app.exemple.fr' });
beforeAll(() => registerJobHandlers(t.app.ctx));

const NEW_PASSWORD = 'Nouveau9x';
const sentMessage = {
  message: 'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de lui être envoyé.',
};
const invalidLink = {
  code: 'BAD_REQUEST',
  message: 'Ce lien de réinitialisation est invalide ou a expiré. Faites une nouvelle demande.',
};

const forgot = (username: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { username } });
const reset = (token: string, password: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user/forgot-password/${encodeURIComponent(token)}`,
    payload: { password },
  });
const mailsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

/** Asks for a reset and reads the token back from the mail's link, as the user would. */
async function requestToken(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  expect((await forgot(email)).statusCode).toBe(200);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  const match = /#\/reinitialisation-mot-de-passe\/(\S+)/.exec(mails[0].text);
  if (!match) throw new Error(`no link in ${mails[0].text}`);
  return decodeURIComponent(match[1]);
}

describe('POST /api/user/forgot-password', () => {
  it('answers the same to an unknown address and sends nothing', async () => {
    const response = await forgot('inconnu@test.local');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sentMessage);
    expect(await mailsTo('inconnu@test.local')).toHaveLength(0);
  });

  it('stores a hashed one-hour token and queues a French mail with the link', async () => {
    const user = await buildUser(t.database.db, { firstname: 'Léa' });
    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(sentMessage));

    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ subject: 'Réinitialisation de votre mot de passe', status: 'queued' });
    const token = decodeURIComponent(/reinitialisation-mot-de-passe\/(\S+)/.exec(mail.text)![1]);
    const link = `https://app.exemple.fr/#/reinitialisation-mot-de-passe/${encodeURIComponent(token)}`;
    expect(mail.text).toContain('Bonjour Léa,');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);

    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored.tokenHash).not.toContain(token);
    const ttl = stored.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);

    // Delivery is a job: without SMTP it leaves the mail in the outbox for the viewer.
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `mail.deliver:${mail.id}`));
    expect(job.payload).toEqual({ mailId: mail.id });
    await t.app.ctx.jobs.drain();
    expect((await mailsTo(user.email))[0].status).toBe('stored');
  });

  it(`sends at most ${RESET_MAILS_PER_HOUR} mails an hour per account, silently`, async () => {
    const user = await buildUser(t.database.db);
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) {
      const response = await forgot(user.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(sentMessage);
    }
    expect(await mailsTo(user.email)).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('sends nothing to a disabled account', async () => {
    const user = await buildUser(t.database.db, { disabled: true });
    expect((await forgot(user.email)).json()).toEqual(sentMessage);
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('refuses a malformed request with 400', async () => {
    for (const username of [undefined, '', 'pas-une-adresse', 42, 'x'.repeat(300)]) {
      const response = await forgot(username);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
  });
});

describe('PUT /api/user/forgot-password/{confirmationToken}', () => {
  it('sets the password, uses the link up and ends every session', async () => {
    const user = await buildUser(t.database.db);
    const session = await loginAs(t.app, user.email);
    const token = await requestToken(user.email);

    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.' });

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: session.headers });
    expect(me.json().code).toBe('TOKEN_INVALID');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    await expect(loginAs(t.app, user.email)).rejects.toThrow();
    await loginAs(t.app, user.email, NEW_PASSWORD);

    const again = await reset(token, 'Encore9xy');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidLink);
  });

  it('checks the password rule and keeps the link usable after a refusal', async () => {
    const user = await buildUser(t.database.db);
    const token = await requestToken(user.email);
    for (const weak of ['abc', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', '']) {
      const response = await reset(token, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.password).toBe(
        weak ? '6 caractères min., 1 chiffre min., 1 minuscule min., 1 majuscule min.' : 'Obligatoire',
      );
    }
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets only the newest link work: sending a new one ends the older ones', async () => {
    const user = await buildUser(t.database.db);
    const first = await requestToken(user.email);
    const second = await requestToken(user.email);
    expect((await reset(first, NEW_PASSWORD)).json()).toEqual(invalidLink);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
    await loginAs(t.app, user.email, NEW_PASSWORD);
  });

  it('refuses expired, unknown and superseded links', async () => {
    const user = await buildUser(t.database.db);
    const older = await requestToken(user.email);
    const newer = await requestToken(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await reset(newer, NEW_PASSWORD)).json()).toEqual(invalidLink);

    const fresh = await requestToken(user.email);
    // Revive the older links, to see that using one link is what kills them.
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await reset(fresh, NEW_PASSWORD)).statusCode).toBe(200);
    // Using one link kills the others of the account.
    expect((await reset(older, 'Autre9xyz')).json()).toEqual(invalidLink);

    for (const garbage of ['nimportequoi', 'é%20/..', 'x'.repeat(150)]) {
      const response = await reset(garbage, NEW_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidLink);
    }
    expect((await reset('x'.repeat(400), NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('lifts the login delay of the account', async () => {
    const user = await buildUser(t.database.db);
    const blocked = {
      failures: FREE_TRIES + 3,
      lastFailureAt: new Date(),
      blockedUntil: new Date(Date.now() + 60_000),
    };
    await t.database.db.insert(loginAttempts).values([
      { key: accountThrottleKey(user.email), ...blocked },
      { key: accountAddressThrottleKey(user.email, '127.0.0.1'), ...blocked },
    ]);
    const token = await requestToken(user.email);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    await loginAs(t.app, user.email, NEW_PASSWORD);
  });

  it('does not need a bearer token, and the old password stops working', async () => {
    const user = await buildUser(t.database.db);
    const token = await requestToken(user.email);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });
});
