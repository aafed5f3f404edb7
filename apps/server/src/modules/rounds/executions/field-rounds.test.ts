import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roundExecutionEvents, roundExecutions } from '../../../db/schema/round-executions.ts';
import { checkpoints, rounds } from '../../../db/schema/rounds.ts';
import { services } from '../../../db/schema/services.ts';
import { buildAgencyWithPeople, buildCustomer, buildMember, loginAs } from '../../../testing/factories.ts';
import { useServerClock } from '../../../testing/field-clock.ts';
import { openStreamAs } from '../../../testing/sse-client.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { buildSite } from '../../../testing/workforce-factories.ts';

// The phones' times are on days of January 2027: they are in the past when they arrive.
useServerClock('2027-03-01T00:00:00Z');
const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
let h: Record<string, Record<string, string>>;
let siteId: string;
let points: string[];
let roundId: string;
let manualRoundId: string;

async function buildRound(agencyId: string, site: string, ids: string[], extra: Partial<typeof rounds.$inferInsert>) {
  const [row] = await t.database.db
    .insert(rounds)
    .values({ agencyId, siteId: site, slug: randomUUID(), name: 'Ronde', checkpointIds: ids, ...extra })
    .returning();
  return row.id;
}

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db);
  b = await buildAgencyWithPeople(db);
  siteId = (await buildSite(db, a.agency.id, { name: 'Entrepôt', customerId: a.customer.id })).id;
  const titles = ['Poste de garde', 'Portail camions', 'Quais'];
  const rows = await db
    .insert(checkpoints)
    .values(titles.map((title, i) => ({ agencyId: a.agency.id, siteId, title, color: '#1976d2', badge: `NFC-${i}` })))
    .returning();
  points = rows.map((r) => r.id);
  roundId = await buildRound(a.agency.id, siteId, points, { name: 'Ronde de nuit', grantedDirections: 'ordered' });
  manualRoundId = await buildRound(a.agency.id, siteId, [points[0]], { name: 'Ronde du hall', manualValidation: true });
  const colleague = await buildMember(db, a.agency.id, 'agent');
  const reader = await buildMember(db, a.agency.id, 'staff', { rights: ['services.view'] });
  const otherCustomer = await buildCustomer(db, a.agency.id);
  const otherCustomerUser = await buildMember(db, a.agency.id, 'customer', { customerId: otherCustomer.id });
  const login = async (email: string | null) => (await loginAs(t.app, email)).headers;
  h = {
    agent: await login(a.agent.user.email),
    colleague: await login(colleague.user.email),
    staff: await login(a.staff.user.email),
    reader: await login(reader.user.email),
    owner: await login(a.owner.user.email),
    customer: await login(a.customerUser.user.email),
    otherCustomer: await login(otherCustomerUser.user.email),
    otherAgency: await login(b.owner.user.email),
    otherAgent: await login(b.agent.user.email),
  };
});

let day = 1;
async function runningService(roundIds = [roundId, manualRoundId]) {
  const date = `2027-01-${String(day++).padStart(2, '0')}`;
  // One running service at a time: the previous test's is over.
  await t.database.db
    .update(services)
    .set({ status: ServiceStatus.Ended })
    .where(eq(services.agentId, a.agent.membership.id));
  const [row] = await t.database.db
    .insert(services)
    .values({
      agencyId: a.agency.id,
      reference: `R-${randomUUID().slice(0, 8)}`,
      siteId,
      agentId: a.agent.membership.id,
      startAt: new Date(`${date}T20:00:00Z`),
      endAt: new Date(`${date}T23:00:00Z`),
      roundIds,
    })
    .returning();
  const start = await send(h.agent, { uuid: randomUUID(), type: 'service.start', serviceId: row.id, deviceAt: at(0) });
  expect(start.statusCode).toBe(200);
  return row.id;
}

const at = (minute: number) => new Date(Date.UTC(2027, 0, 1, 20, minute)).toISOString();
const send = (headers: Record<string, string>, body: Record<string, unknown>, agency = a.agency.id) =>
  t.app.inject({ method: 'POST', url: `/api/agency/${agency}/field/message`, headers, payload: body });
const get = (headers: Record<string, string>, path: string, agency = a.agency.id) =>
  t.app.inject({ method: 'GET', url: `/api/agency/${agency}${path}`, headers });

/** A round message of the agent's phone. */
function step(serviceId: string, type: string, round: Record<string, unknown>, minute = 1) {
  return { uuid: randomUUID(), type, serviceId, deviceAt: at(minute), round };
}

async function startRound(serviceId: string, round = roundId) {
  const executionId = randomUUID();
  const res = await send(h.agent, step(serviceId, 'round.start', { executionId, roundId: round }));
  expect(res.statusCode).toBe(200);
  return executionId;
}

describe('round messages through POST {agency}/field/message', () => {
  it('walks a round in order: start, checkpoints, observation, end; the briefing counts it', async () => {
    const serviceId = await runningService();
    const executionId = await startRound(serviceId);
    for (const [i, checkpointId] of points.entries()) {
      const res = await send(
        h.agent,
        step(serviceId, 'round.checkpoint', { executionId, checkpointId, method: i === 1 ? 'nfc' : 'qr' }, 2 + i),
      );
      expect(res.statusCode).toBe(200);
    }
    await send(h.agent, step(serviceId, 'round.observation', { executionId, text: 'Porte du quai 3 ouverte' }, 6));
    expect((await send(h.agent, step(serviceId, 'round.end', { executionId }, 7))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(roundExecutions).where(eq(roundExecutions.id, executionId));
    expect(row.endedAt?.toISOString()).toBe(at(7));
    const briefing = (await get(h.agent, `/field/service/${serviceId}/briefing`)).json();
    const due = briefing.rounds.find((r: { id: string }) => r.id === roundId);
    expect(due).toMatchObject({ executed: 1, grantedDirections: 'ordered', manualValidation: false });
    expect(due.checkpoints.map((c: { title: string }) => c.title)).toEqual([
      'Poste de garde',
      'Portail camions',
      'Quais',
    ]);
    const execution = (await get(h.owner, `/service-round/${executionId}`)).json();
    expect(execution).toMatchObject({ complete: true, round: { name: 'Ronde de nuit' }, site: { name: 'Entrepôt' } });
    expect(execution.checkpoints.map((c: { method: string }) => c.method)).toEqual(['qr', 'nfc', 'qr']);
    expect(execution.checkpoints[0]).toMatchObject({ position: 1, validatedAt: at(2), missed: false });
    expect(execution.observations).toEqual([{ text: 'Porte du quai 3 ouverte', at: at(6) }]);
    expect(execution.events).toHaveLength(6);
    expect(execution.events[0].receivedAt).toEqual(expect.any(String));
  });

  it('refuses an out-of-order scan with the French message naming the expected checkpoint, and stores nothing', async () => {
    const serviceId = await runningService();
    const executionId = await startRound(serviceId);
    const res = await send(
      h.agent,
      step(serviceId, 'round.checkpoint', { executionId, checkpointId: points[2], method: 'qr' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Point de contrôle hors ordre : le prochain point attendu est « Poste de garde »');
    const events = await t.database.db
      .select()
      .from(roundExecutionEvents)
      .where(eq(roundExecutionEvents.executionId, executionId));
    expect(events).toHaveLength(1);
  });

  it('applies the same uuid once and answers the same; another payload under it is 422', async () => {
    const serviceId = await runningService();
    const executionId = await startRound(serviceId);
    const message = step(serviceId, 'round.checkpoint', { executionId, checkpointId: points[0], method: 'nfc' });
    const first = await send(h.agent, message);
    const again = await send(h.agent, message);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await send(h.agent, { ...message, round: { executionId, checkpointId: points[1], method: 'nfc' } });
    expect(other.statusCode).toBe(422);
    const events = await t.database.db
      .select()
      .from(roundExecutionEvents)
      .where(eq(roundExecutionEvents.executionId, executionId));
    expect(events).toHaveLength(2);
  });

  it('allows manual validation only where the round does, with a reason; a jump needs a reason', async () => {
    const serviceId = await runningService();
    const executionId = await startRound(serviceId);
    const manual = { executionId, checkpointId: points[0], method: 'manual', reason: 'Badge arraché' };
    const refused = await send(h.agent, step(serviceId, 'round.checkpoint', manual));
    expect(refused.json().message).toBe('La validation manuelle n’est pas autorisée pour cette ronde');
    const skip = await send(
      h.agent,
      step(serviceId, 'round.skip', { executionId, checkpointId: points[0], reason: 'Accès fermé' }),
    );
    expect(skip.statusCode).toBe(200);
    await send(h.agent, step(serviceId, 'round.end', { executionId }));
    const view = (await get(h.agent, `/service-round/${executionId}`)).json();
    expect(view.checkpoints.map((c: { skipped: boolean; missed: boolean }) => [c.skipped, c.missed])).toEqual([
      [true, true],
      [false, true],
      [false, true],
    ]);
    const second = await runningService();
    const hall = await startRound(second, manualRoundId);
    const noReason = await send(
      h.agent,
      step(second, 'round.checkpoint', { ...manual, executionId: hall, reason: ' ' }),
    );
    expect(noReason.statusCode).toBe(422);
    const ok = await send(h.agent, step(second, 'round.checkpoint', { ...manual, executionId: hall }));
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a round while on a break, a second running round, and a round not of the service', async () => {
    const serviceId = await runningService();
    const executionId = await startRound(serviceId);
    const second = await send(
      h.agent,
      step(serviceId, 'round.start', { executionId: randomUUID(), roundId: manualRoundId }),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe('Une ronde est déjà en cours : terminez-la avant d’en commencer une autre');
    await send(h.agent, { uuid: randomUUID(), type: 'break.start', serviceId, deviceAt: at(3) });
    const onBreak = await send(
      h.agent,
      step(serviceId, 'round.checkpoint', { executionId, checkpointId: points[0], method: 'qr' }),
    );
    expect(onBreak.statusCode).toBe(409);
    expect(onBreak.json().message).toBe('Vous êtes en pause.');
    const alone = await runningService([manualRoundId]);
    const notOfService = await send(h.agent, step(alone, 'round.start', { executionId: randomUUID(), roundId }));
    expect(notOfService.statusCode).toBe(404);
    const missing = await send(
      h.agent,
      step(alone, 'round.checkpoint', { executionId: randomUUID(), checkpointId: points[0], method: 'qr' }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Passage de ronde introuvable');
  });

  it('ends the rounds still running with the service: their points left are missed', async () => {
    const serviceId = await runningService();
    const executionId = await startRound(serviceId);
    await send(
      h.agent,
      step(serviceId, 'round.checkpoint', { executionId, checkpointId: points[0], method: 'nfc' }, 2),
    );
    const end = await send(h.agent, { uuid: randomUUID(), type: 'service.end', serviceId, deviceAt: at(30) });
    expect(end.statusCode).toBe(200);
    const view = (await get(h.agent, `/service-round/${executionId}`)).json();
    expect(view.endedAt).toBe(at(30));
    expect(view.checkpoints.map((c: { missed: boolean }) => c.missed)).toEqual([false, true, true]);
  });

  it('answers 400 in French for a round message without its parts', async () => {
    const serviceId = await runningService();
    const res = await send(h.agent, step(serviceId, 'round.checkpoint', { executionId: randomUUID() }));
    expect(res.statusCode).toBe(400);
    const missing = await send(h.agent, { uuid: randomUUID(), type: 'round.start', serviceId, deviceAt: at(1) });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('Les informations de la ronde manquent');
  });
});

describe('reading executions', () => {
  let executionId: string;
  let serviceId: string;
  beforeAll(async () => {
    serviceId = await runningService();
    executionId = await startRound(serviceId);
    await send(h.agent, step(serviceId, 'round.checkpoint', { executionId, checkpointId: points[0], method: 'qr' }, 2));
  });

  it('lets the agent, staff readers, the owner and the site’s customer read it; others get 404 or 403', async () => {
    for (const who of ['agent', 'reader', 'owner', 'customer']) {
      expect((await get(h[who], `/service-round/${executionId}`)).statusCode, who).toBe(200);
    }
    expect((await get(h.staff, `/service-round/${executionId}`)).statusCode).toBe(403);
    for (const who of ['colleague', 'otherCustomer']) {
      expect((await get(h[who], `/service-round/${executionId}`)).statusCode, who).toBe(404);
    }
    expect((await get(h.otherAgency, `/service-round/${executionId}`, b.agency.id)).statusCode).toBe(404);
    expect((await get(h.otherAgency, `/service-round/${executionId}`)).statusCode).toBe(404);
    const scoped = await get(h.customer, `/customer/${a.customer.id}/service-round/${executionId}`);
    expect(scoped.statusCode).toBe(200);
  });

  it('lists a service’s executions', async () => {
    const res = await get(h.reader, `/service/${serviceId}/round-executions`);
    expect(res.statusCode).toBe(200);
    expect(res.json().executions).toEqual([
      expect.objectContaining({
        id: executionId,
        round: { id: roundId, name: 'Ronde de nuit' },
        validated: 1,
        total: 3,
        complete: false,
      }),
    ]);
    expect((await get(h.colleague, `/service/${serviceId}/round-executions`)).statusCode).toBe(404);
    expect((await get(h.otherAgency, `/service/${serviceId}/round-executions`, b.agency.id)).statusCode).toBe(404);
  });

  it('renders the PDF report', async () => {
    const res = await get(h.owner, `/service-round/${executionId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('ronde-ronde-de-nuit');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(h.colleague, `/service-round/${executionId}/pdf`)).statusCode).toBe(404);
  });
});

describe('GET {agency}/badge-infos/{code}', () => {
  it('reads a badge text or a printed checkpoint code of this agency only', async () => {
    const byBadge = await get(h.agent, '/badge-infos/NFC-1');
    expect(byBadge.statusCode).toBe(200);
    expect(byBadge.json()).toMatchObject({
      checkpoint: { id: points[1], title: 'Portail camions', site: { id: siteId, name: 'Entrepôt' } },
      rounds: [{ id: roundId, name: 'Ronde de nuit' }],
    });
    const byId = await get(h.staff, `/badge-infos/${encodeURIComponent(`checkpoint:${points[2]}`)}`);
    expect(byId.json().checkpoint.title).toBe('Quais');
    const unknown = await get(h.agent, '/badge-infos/NFC-404');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Badge inconnu : ce n’est pas un point de contrôle de l’agence');
    expect((await get(h.otherAgent, '/badge-infos/NFC-1', b.agency.id)).statusCode).toBe(404);
    expect((await get(h.otherAgent, `/badge-infos/checkpoint:${points[0]}`, b.agency.id)).statusCode).toBe(404);
    expect((await get(h.customer, '/badge-infos/NFC-1')).statusCode).toBe(403);
  });
});

describe('the supervision of rounds', () => {
  it('shows the complete executions against those due and the round being walked, live', async () => {
    const serviceId = await runningService([roundId]);
    await t.database.db.update(rounds).set({ numberOfExecutions: 2 }).where(eq(rounds.id, roundId));
    const supervised = async () => {
      const res = await get(h.owner, '/supervision');
      expect(res.statusCode).toBe(200);
      return res.json().agents.find((row: { service: { id: string } }) => row.service.id === serviceId).rounds;
    };
    expect(await supervised()).toEqual({ due: 2, done: 0, current: null });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = (await loginAs(t.app, a.owner.user.email)).token;
    const stream = await openStreamAs(`${url}/api/agency/${a.agency.id}/stream`, token);
    await stream.waitFor((e) => e.event === 'ready');
    const first = await startRound(serviceId);
    // The supervisors' screens are told (the field's changes are gathered for 500 ms).
    try {
      const told = await stream.waitFor((e) => e.event === 'supervision', 2000);
      expect(told.data).toMatchObject({ agentIds: [a.agent.membership.id] });
    } finally {
      stream.close();
    }
    for (const [i, checkpointId] of points.entries()) {
      await send(
        h.agent,
        step(serviceId, 'round.checkpoint', { executionId: first, checkpointId, method: 'qr' }, 2 + i),
      );
    }
    await send(h.agent, step(serviceId, 'round.end', { executionId: first }, 6));
    const second = await startRound(serviceId);
    await send(
      h.agent,
      step(serviceId, 'round.checkpoint', { executionId: second, checkpointId: points[0], method: 'qr' }, 8),
    );
    expect(await supervised()).toEqual({
      due: 2,
      done: 1,
      current: { executionId: second, name: 'Ronde de nuit', validated: 1, total: 3 },
    });
    await t.database.db.update(rounds).set({ numberOfExecutions: 1 }).where(eq(rounds.id, roundId));
  });
});
