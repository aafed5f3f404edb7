import { expandPlannedServices } from '@securite/domain/planning/planned-services-answer';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../db/schema/tenancy.ts';
import { loginAs } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const t = useTestApp();
let base: string;
let headers: Record<string, string>;

beforeAll(async () => {
  expect(await seedDemo(t.database.db)).toBe(true);
  const rows = await t.database.db.select().from(agencies);
  base = `/api/agency/${rows.find((r) => r.name === 'Sécurité Démo')?.id}`;
  headers = (await loginAs(t.app, 'planning@demo.test', DEMO_PASSWORD)).headers;
}, 60_000);

type Service = { id: string; status: number; agent: { id: string; fullname: string } | null; startAt: string };

describe('demo planning', () => {
  it('holds a month of services around today: ended ones, planned ones, posts without an agent', async () => {
    const now = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/fetch/planned-services`,
      headers,
      payload: {
        from: new Date(now - 14 * 86_400_000).toISOString(),
        to: new Date(now + 21 * 86_400_000).toISOString(),
      },
    });
    expect(response.statusCode).toBe(200);
    const list = expandPlannedServices(response.json()) as Service[];
    expect(list.length).toBeGreaterThan(80);
    expect(list.some((s) => s.status === 3)).toBe(true);
    expect(list.some((s) => s.status === 0)).toBe(true);
    expect(list.some((s) => s.agent === null)).toBe(true);
    expect(new Set(list.flatMap((s) => (s.agent ? [s.agent.fullname] : []))).size).toBe(5);
  });

  it('leaves conflicts for the planner: Julie is planned during her leave', async () => {
    const now = Date.now();
    const list = expandPlannedServices(
      (
        await t.app.inject({
          method: 'POST',
          url: `${base}/fetch/planned-services`,
          headers,
          payload: {
            from: new Date(now + 14 * 86_400_000).toISOString(),
            to: new Date(now + 22 * 86_400_000).toISOString(),
          },
        })
      ).json(),
    ) as Service[];
    const julie = list.filter((s) => s.agent?.fullname === 'Julie Moreau');
    expect(julie.length).toBeGreaterThan(0);
    const check = await t.app.inject({
      method: 'POST',
      url: `${base}/fetch/planning-error/available`,
      headers,
      payload: { services: [{ id: julie[0].id }] },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().issues.map((i: { type: string }) => i.type)).toContain('unavailable');
  });
});
