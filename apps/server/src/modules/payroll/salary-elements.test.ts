import { beforeAll, describe, expect, it } from 'vitest';
import { agentInfos } from '../../db/schema/agents.ts';
import { agencyWithCallers, caller, missingRight } from '../../testing/agent-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
type Agency = Awaited<ReturnType<typeof agencyWithCallers>>;
let a: Agency;
let b: Agency;
let planner: ReturnType<typeof caller>;

beforeAll(async () => {
  a = await agencyWithCallers(t, ['salaryElements.create']);
  b = await agencyWithCallers(t, ['salaryElements.create', 'salaryElements.edit']);
  const member = await buildMember(t.database.db, a.agency.id, 'staff', { rights: ['services.create'] });
  planner = caller(t.app, (await loginAs(t.app, member.user.email)).token);
  await t.database.db
    .insert(agentInfos)
    .values({ membershipId: a.agent.membership.id, agencyId: a.agency.id, individualNumber: 'S-1' });
});

const bonus = (agentId: string, extra: Record<string, unknown> = {}) => ({
  agentId,
  month: '2026-03',
  kind: 'bonus',
  label: 'Prime de panier',
  amountCents: 5_000,
  ...extra,
});

describe('salary elements', () => {
  it('creates, lists by month and agent, edits and deletes, with the rights', async () => {
    const created = await a.staff.api.post(`${a.base}/salary-element`, bonus(a.agent.membership.id));
    expect(created.statusCode).toBe(200);
    const element = created.json();
    expect(element).toMatchObject({
      agent: { id: a.agent.membership.id },
      month: '2026-03',
      kind: 'bonus',
      label: 'Prime de panier',
      amountCents: 5000,
    });
    await a.owner.api.post(
      `${a.base}/salary-element`,
      bonus(a.agent.membership.id, { month: '2026-04', kind: 'advance', label: 'Acompte', amountCents: 20_000 }),
    );
    const agents = (await a.staff.api.get(`${a.base}/salary-elements/agents`)).json();
    expect(agents).toEqual([{ id: a.agent.membership.id, fullname: 'Test Utilisateur' }]);
    const march = (await a.staff.api.post(`${a.base}/fetch/salary-elements`, { filters: { month: '2026-03' } })).json();
    expect(march.total).toBe(1);
    const byAgent = await a.owner.api.post(`${a.base}/fetch/salary-elements`, {
      filters: { agentId: a.agent.membership.id },
    });
    expect(byAgent.json().total).toBe(2);
    // Editing needs the edit right: the staff member only creates.
    const refused = await a.staff.api.post(`${a.base}/salary-element`, {
      ...bonus(a.agent.membership.id),
      id: element.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Modifier les éléments de salaire'));
    const edited = await a.owner.api.post(`${a.base}/salary-element`, {
      ...bonus(a.agent.membership.id, { amountCents: 7_550 }),
      id: element.id,
    });
    expect(edited.json()).toMatchObject({ id: element.id, amountCents: 7550 });
    expect((await a.staff.api.delete(`${a.base}/salary-element/${element.id}`)).statusCode).toBe(403);
    expect((await a.owner.api.delete(`${a.base}/salary-element/${element.id}`)).statusCode).toBe(204);
    expect((await a.owner.api.delete(`${a.base}/salary-element/${element.id}`)).statusCode).toBe(404);
  });

  it('refuses a planner, an agent and a customer without the right (403)', async () => {
    for (const api of [planner, a.agent.api, a.customerUser.api]) {
      expect((await api.post(`${a.base}/fetch/salary-elements`, {})).statusCode).toBe(403);
      expect((await api.get(`${a.base}/salary-elements/agents`)).statusCode).toBe(403);
      expect((await api.post(`${a.base}/salary-element`, bonus(a.agent.membership.id))).statusCode).toBe(403);
    }
  });

  it('keeps agencies apart: 404 for another agency’s element, 422 for its agent', async () => {
    const mine = (await a.owner.api.post(`${a.base}/salary-element`, bonus(a.agent.membership.id))).json();
    const foreignAgent = await b.owner.api.post(`${b.base}/salary-element`, bonus(a.agent.membership.id));
    expect(foreignAgent.statusCode).toBe(422);
    expect(foreignAgent.json().message).toBe('Collaborateur introuvable');
    const edit = await b.owner.api.post(`${b.base}/salary-element`, { ...bonus(b.agent.membership.id), id: mine.id });
    expect(edit.statusCode).toBe(404);
    expect((await b.owner.api.delete(`${b.base}/salary-element/${mine.id}`)).statusCode).toBe(404);
    expect((await b.owner.api.post(`${b.base}/fetch/salary-elements`, {})).json().total).toBe(0);
    // Another agency's owner cannot reach this agency's routes at all.
    expect((await b.owner.api.post(`${a.base}/fetch/salary-elements`, {})).statusCode).toBe(404);
  });

  it('answers bad input with French 400s', async () => {
    const response = await a.owner.api.post(
      `${a.base}/salary-element`,
      bonus(a.agent.membership.id, { month: '2026-13', amountCents: 12.5, label: ' ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      month: 'Mois invalide (AAAA-MM)',
      amountCents: 'Le montant doit être un nombre entier de centimes supérieur à 0',
      label: 'Obligatoire',
    });
  });
});
