import type { AgentSaveRequest } from '@securite/domain/agents/agent-schemas';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildAgencyWithPeople, loginAs } from './factories.ts';
import type { TestApp } from './test-app.ts';

export type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;

/** Calls the API as a bearer token. */
export function caller(app: FastifyInstance, token: string) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    patch: (url: string, payload?: unknown) => call('PATCH', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}
export type Caller = ReturnType<typeof caller>;

/** An agency with its people (staff holding the given rights) and a logged-in caller for each. */
export async function agencyWithCallers(t: TestApp, staffRights: string[] = []) {
  const people = await buildAgencyWithPeople(t.database.db, staffRights);
  const as = async (email: string) => caller(t.app, (await loginAs(t.app, email)).token);
  return {
    ...people,
    base: `/api/agency/${people.agency.id}`,
    owner: { ...people.owner, api: await as(people.owner.user.email) },
    staff: { ...people.staff, api: await as(people.staff.user.email) },
    agent: { ...people.agent, api: await as(people.agent.user.email) },
    customerUser: { ...people.customerUser, api: await as(people.customerUser.user.email) },
  };
}

/** Creates an agent record through the API and returns the saved agent (throws on refusal). */
export async function createAgentVia(api: Caller, base: string, body: Partial<AgentSaveRequest> = {}) {
  const response = await api.post(`${base}/agent`, { firstname: 'Karim', lastname: 'Benali', ...body });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as { agent: { id: string; userId: string } & Record<string, unknown>; anomalies: string[] };
}

export const missingRight = (label: string) => `Vous ne bénéficiez pas de l'autorisation "${label}".`;
