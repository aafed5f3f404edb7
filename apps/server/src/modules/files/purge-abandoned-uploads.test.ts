import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { uploadedId } from '../../testing/upload-kit.ts';
import { purgeAbandonedUploads } from './purge-abandoned-uploads.ts';

const t = useTestApp();
let people: Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let token: string;

beforeAll(async () => {
  people = await buildAgencyWithPeople(t.database.db);
  token = (await loginAs(t.app, people.owner.user.email)).token;
});

const rowOf = async (id: string) => (await t.database.db.select().from(files).where(eq(files.id, id)))[0];
const age = (id: string, days: number) =>
  t.database.db
    .update(files)
    .set({ createdAt: new Date(Date.now() - days * 24 * 3600_000) })
    .where(eq(files.id, id));

describe('purgeAbandonedUploads', () => {
  it('deletes uploads never attached after a day, bytes and row; keeps attached and recent ones', async () => {
    const agency = people.agency.id;
    const abandoned = await uploadedId(t.app, token, agency, 'agent-document');
    const recent = await uploadedId(t.app, token, agency, 'agent-document');
    const photo = await uploadedId(t.app, token, agency, 'agent-photo');
    const attach = await t.app.inject({
      method: 'PUT',
      url: `/api/agency/${agency}/agent/${people.agent.membership.id}/photo`,
      headers: { authorization: `Bearer ${token}` },
      payload: { fileId: photo },
    });
    expect(attach.statusCode).toBe(200);
    await age(abandoned, 2);
    await age(photo, 2);
    const abandonedKey = (await rowOf(abandoned)).key;

    expect(await purgeAbandonedUploads(t.app.ctx)).toBe(1);
    expect(await rowOf(abandoned)).toBeUndefined();
    expect(await t.app.ctx.files.exists(abandonedKey)).toBe(false);
    expect(await rowOf(recent)).toBeDefined();
    expect(await t.app.ctx.files.exists((await rowOf(photo)).key)).toBe(true);
    expect(await purgeAbandonedUploads(t.app.ctx)).toBe(0);
  });
});
