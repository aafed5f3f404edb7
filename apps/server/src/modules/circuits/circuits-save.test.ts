import { randomUUID } from 'node:crypto';
import { zCircuitSave } from '@securite/domain/circuits/circuit-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/services.ts';
import { agencyWithCallers } from '../../testing/agent-kit.ts';
import { circuitBody, type SavedCircuit } from '../../testing/circuit-kit.ts';
import { buildPlannedAgent, line, ownerTenant } from '../../testing/planning-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';
import { writeBatch } from '../planning/public.ts';
import { expandCircuit } from './expand-circuit.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let sites: string[];
let agentId: string;

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['circuits.create', 'circuits.edit', 'services.create']);
  sites = [];
  for (const name of ['Entrepôt Nord', 'Magasin Centre', 'Parking Sud']) {
    sites.push((await buildSite(db, a.agency.id, { name })).id);
  }
  agentId = (await buildPlannedAgent(db, a.agency.id, {}, { firstname: 'Karim', lastname: 'Benali' })).membership.id;
});

const liveRows = (circuitId: string) =>
  t.database.db
    .select()
    .from(services)
    .where(and(eq(services.circuitId, circuitId), isNull(services.deletedAt)));

describe('POST {agency}/circuits', () => {
  it('creates a circuit per occurrence, each with its stops given to the agent, the tour spanning them', async () => {
    const recurrence = {
      repeat: 'weekly' as const,
      days: [1, 3],
      startDate: '2027-01-04',
      endDate: '2027-01-13',
      startTime: '08:00',
      endTime: '12:00',
    };
    const body = circuitBody(
      agentId,
      [
        [sites[0], '08:00', '09:00'],
        [sites[1], '09:30', '10:00'],
        [sites[2], '10:30', '12:00'],
      ],
      { date: null, recurrence },
    );
    const response = await a.staff.api.post(`${a.base}/circuits`, body);
    expect(response.statusCode).toBe(200);
    const { status, circuits } = response.json() as { status: string; circuits: SavedCircuit[] };
    expect(status).toBe('saved');
    // Mondays and Wednesdays from 4 to 13 January: 4, 6, 11, 13.
    expect(circuits.map((c) => c.startAt)).toEqual([
      '2027-01-04T07:00:00.000Z',
      '2027-01-06T07:00:00.000Z',
      '2027-01-11T07:00:00.000Z',
      '2027-01-13T07:00:00.000Z',
    ]);
    const first = circuits[0];
    expect(first).toMatchObject({
      name: 'Tournée nord',
      endAt: '2027-01-04T11:00:00.000Z',
      agent: { id: agentId, fullname: 'Karim Benali' },
      counts: { stops: 3, started: 0, ended: 0 },
    });
    expect(first.stops.map((s) => s.site.name)).toEqual(['Entrepôt Nord', 'Magasin Centre', 'Parking Sud']);
    expect(first.stops.every((s) => (s.agent as { id: string }).id === agentId)).toBe(true);
    expect(await liveRows(first.id)).toHaveLength(3);

    const got = await a.staff.api.get(`${a.base}/circuit/${first.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().stops.map((s: { startAt: string }) => s.startAt)).toEqual([
      '2027-01-04T07:00:00.000Z',
      '2027-01-04T08:30:00.000Z',
      '2027-01-04T09:30:00.000Z',
    ]);
  });

  it('asks confirmation for stops that overlap in the tour, then saves', async () => {
    const body = circuitBody(
      agentId,
      [
        [sites[0], '14:00', '17:00'],
        [sites[1], '16:30', '18:30'],
      ],
      { date: '2027-02-01' },
    );
    const first = await a.staff.api.post(`${a.base}/circuits`, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'issues',
      issues: [
        {
          type: 'tourOverlap',
          blocking: false,
          message: 'Chevauche l’étape 1 de la tournée (Entrepôt Nord)',
          siteName: 'Magasin Centre',
          agentName: 'Karim Benali',
        },
      ],
    });
    const dryRun = await a.staff.api.post(`${a.base}/check-circuits`, body);
    expect(dryRun.json().issues).toHaveLength(1);
    const second = await a.staff.api.post(`${a.base}/circuits`, { ...body, confirmed: true });
    expect(second.json().status).toBe('saved');
  });

  it('refuses with 409 a circuit over another service of the agent, and saves nothing', async () => {
    const other = await a.staff.api.post(`${a.base}/services/batch`, {
      services: [line(sites[2], agentId, '2027-02-02', '09:00', '13:00')],
    });
    expect(other.json().status).toBe('saved');
    const before = (await t.database.db.select().from(services).where(eq(services.agencyId, a.agency.id))).length;
    const response = await a.staff.api.post(
      `${a.base}/circuits`,
      circuitBody(agentId, [[sites[0], '12:00', '14:00']], { date: '2027-02-02', confirmed: true }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PLANNING_BLOCKED',
      details: { issues: [{ type: 'overlap', blocking: true, siteName: 'Tournée nord' }] },
    });
    const after = (await t.database.db.select().from(services).where(eq(services.agencyId, a.agency.id))).length;
    expect(after).toBe(before);
  });

  it('lets the database refuse two overlapping circuits of one agent written at once', async () => {
    const tenant = await ownerTenant(t.database.db, a.agency.id, a.owner.user.id);
    const expand = (from: string, to: string) =>
      expandCircuit(zCircuitSave.parse(circuitBody(agentId, [[sites[0], from, to]], { date: '2027-03-01' })), null, {
        timeZone: 'Europe/Paris',
        firstZipcode: '75008',
      }).batch;
    const results = await Promise.allSettled([
      writeBatch(t.app.ctx, tenant, expand('08:00', '12:00'), null),
      writeBatch(t.app.ctx, tenant, expand('11:00', '15:00'), null),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const parents = await t.database.db
      .select()
      .from(services)
      .where(and(eq(services.agentId, agentId), eq(services.isCircuit, true), isNull(services.deletedAt)));
    expect(parents.filter((p) => p.startAt.toISOString().startsWith('2027-03-01'))).toHaveLength(1);
  });

  it('edits one circuit by replacing its stops; an ended circuit refuses changes and deletion', async () => {
    const created = await a.staff.api.post(
      `${a.base}/circuits`,
      circuitBody(
        agentId,
        [
          [sites[0], '18:00', '19:00'],
          [sites[1], '19:30', '22:00'],
        ],
        { date: '2027-02-03' },
      ),
    );
    const id = (created.json().circuits[0] as SavedCircuit).id;
    const oldStops = (await liveRows(id)).map((r) => r.id);
    const edited = await a.staff.api.post(
      `${a.base}/circuits`,
      circuitBody(
        null,
        [
          [sites[2], '22:00', '23:00'],
          [sites[1], '00:30', '02:00'],
        ],
        { id, date: '2027-02-03', name: 'Tournée de nuit' },
      ),
    );
    expect(edited.statusCode).toBe(200);
    const circuit = edited.json().circuits[0] as SavedCircuit;
    expect(circuit).toMatchObject({
      id,
      name: 'Tournée de nuit',
      agent: null,
      startAt: '2027-02-03T21:00:00.000Z',
      endAt: '2027-02-04T01:00:00.000Z',
    });
    const live = await liveRows(id);
    expect(live).toHaveLength(2);
    expect(live.some((r) => oldStops.includes(r.id))).toBe(false);

    await t.database.db.update(services).set({ status: 3 }).where(eq(services.id, id));
    const again = await a.staff.api.post(
      `${a.base}/circuits`,
      circuitBody(null, [[sites[0], '08:00', '09:00']], { id }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Le service est terminé');
    const deletion = await a.staff.api.delete(`${a.base}/circuit/${id}`);
    expect(deletion.statusCode).toBe(409);
    expect(deletion.json().message).toBe('Le service est terminé');
  });

  it('deletes a circuit with its stops', async () => {
    const created = await a.staff.api.post(
      `${a.base}/circuits`,
      circuitBody(agentId, [[sites[0], '06:00', '10:00']], { date: '2027-02-05' }),
    );
    const id = (created.json().circuits[0] as SavedCircuit).id;
    expect((await a.staff.api.delete(`${a.base}/circuit/${id}`)).statusCode).toBe(204);
    expect(await liveRows(id)).toHaveLength(0);
    expect((await a.staff.api.get(`${a.base}/circuit/${id}`)).statusCode).toBe(404);
  });

  it('answers a retried save with the same uuid once, and refuses the uuid with another payload', async () => {
    const uuid = randomUUID();
    const body = circuitBody(agentId, [[sites[1], '06:00', '10:00']], { date: '2027-02-08', uuid });
    const first = await a.staff.api.post(`${a.base}/circuits`, body);
    const second = await a.staff.api.post(`${a.base}/circuits`, body);
    expect(second.json()).toEqual(first.json());
    const parents = await t.database.db
      .select()
      .from(services)
      .where(and(eq(services.agencyId, a.agency.id), eq(services.isCircuit, true)));
    expect(parents.filter((p) => p.startAt.toISOString() === '2027-02-08T05:00:00.000Z')).toHaveLength(1);
    const other = await a.staff.api.post(`${a.base}/circuits`, { ...body, name: 'Autre' });
    expect(other.statusCode).toBe(422);
  });

  it('explains bad input in French and changes nothing', async () => {
    const response = await a.staff.api.post(`${a.base}/circuits`, { name: '', stops: [] });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Le nom du circuit est obligatoire');
    expect(response.body).toContain('Ajoutez au moins une étape');
  });
});
