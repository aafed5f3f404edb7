import { and, eq, notInArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../db/schema/services.ts';
import { agencies } from '../db/schema/tenancy.ts';
import { loginAs } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const t = useTestApp();
let agencyId: string;
let headers: Record<string, string>;

beforeAll(async () => {
  expect(await seedDemo(t.database.db)).toBe(true);
  const rows = await t.database.db.select().from(agencies);
  agencyId = rows.find((r) => r.name === 'Sécurité Démo')?.id as string;
  headers = (await loginAs(t.app, 'planning@demo.test', DEMO_PASSWORD)).headers;
}, 60_000);

describe('demo rounds', () => {
  it('gives « Sécurité Démo » NFC checkpoints, one QR-only, and two rounds the planning team can open', async () => {
    const base = `/api/agency/${agencyId}`;
    const list = await t.app.inject({ method: 'GET', url: `${base}/checkpoints`, headers });
    expect(list.statusCode).toBe(200);
    const checkpoints = list.json().checkpoints as Array<{ badge: string | null; rounds: number }>;
    expect(checkpoints).toHaveLength(7);
    expect(checkpoints.filter((c) => c.badge === null)).toHaveLength(1);
    expect(checkpoints.every((c) => c.badge === null || /^NFC-04[0-9A-F]{12}$/.test(c.badge))).toBe(true);
    expect(checkpoints.every((c) => c.rounds === 1)).toBe(true);
    const page = await t.app.inject({ method: 'POST', url: `${base}/fetch/rounds`, headers, payload: {} });
    expect(page.json()).toMatchObject({
      total: 2,
      data: [
        { name: 'Ronde périmétrique de nuit', slug: 'ronde-perimetrique-de-nuit', grantedDirections: 'ordered' },
        { name: 'Ronde résidence', grantedDirections: 'reverseAllowed' },
      ],
    });
  });

  it('attaches each round to its site’s services', async () => {
    const page = await t.app.inject({
      method: 'POST',
      url: `/api/agency/${agencyId}/fetch/rounds`,
      headers,
      payload: {},
    });
    const rounds = page.json().data as Array<{ id: string; site: { id: string } }>;
    for (const round of rounds) {
      const rows = await t.database.db
        .select({ roundIds: services.roundIds })
        .from(services)
        .where(and(eq(services.agencyId, agencyId), eq(services.siteId, round.site.id)));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.roundIds.join() === round.id)).toBe(true);
    }
    const roundSites = rounds.map((r) => r.site.id);
    const elsewhere = await t.database.db
      .select({ id: services.id })
      .from(services)
      .where(
        and(
          eq(services.agencyId, agencyId),
          sql`cardinality(${services.roundIds}) > 0`,
          notInArray(services.siteId, roundSites),
        ),
      );
    expect(elsewhere).toEqual([]);
  });
});
