// The hand-written minimum a queued field message is measured against (field-queue.ts): a bare Fastify route that
// does only what the message needs, on the same database — the bearer token checked (jose), then one transaction:
// the agent's session, the service locked with the message already seen under this uuid and the open break, the
// domain's decision, then the message, the service's new state and its break written in one statement. No schema,
// no hooks, no ORM, no time checks: what is left when the product's work is taken away.
import { createHash } from 'node:crypto';
import { decideFieldAction } from '@securite/domain/field/service-lifecycle';
import type { ServiceStatus } from '@securite/domain/planning/service-status';
import Fastify, { type FastifyInstance } from 'fastify';
import { claimsOf, type RunStatement } from './minimum-site.ts';

/** Runs `body` in one transaction, its statements through `run`. */
export type Transact = <T>(body: (run: RunStatement) => Promise<T>) => Promise<T>;

const sessionStatement = `
  select m.id
  from refresh_tokens r
  join memberships m on m.user_id = r.user_id and m.agency_id = $3 and m.active and m.deleted_at is null
  where r.id = $1 and r.user_id = $2 and r.revoked_at is null and m.role = 'agent'`;

const lockStatement = `
  select s.status, s.is_circuit,
    (select f.answer from field_messages f where f.id = $4) as seen,
    (select b.id from service_breaks b where b.service_id = s.id and b.real_end_at is null limit 1) as "openBreak",
    (select b.status_before from service_breaks b where b.service_id = s.id and b.real_end_at is null limit 1)
      as "statusBefore"
  from services s
  where s.id = $1 and s.agency_id = $2 and s.agent_id = $3
  for update of s`;

// $1 service, $2 agency, $3 agent, $4 uuid, $5 sender, $6 type, $7 payload, $8 hash, $9 device time, $10 answer,
// $11 status, $12 time kept; the break's writes use $13 (its id) and $14 (the status it interrupts).
const message = `insert into field_messages (id, agency_id, service_id, sender_user_id, agent_id, type, payload,
    request_hash, device_at, answer, retained_at)
  values ($4, $2, $1, $5, $3, $6, $7, $8, $9, $10, $12)`;
const service = (set: string) =>
  `with s as (update services set status = $11, ${set}updated_at = now() where id = $1 and agency_id = $2)`;
/** The four steps of a service's day that the drained queue sends. */
export type Step = 'service.start' | 'break.start' | 'break.end' | 'service.end';
const writes: Record<Step, string> = {
  'service.start': `${service('real_start_at = $12, ')} ${message}`,
  'service.end': `${service('real_end_at = $12, ')} ${message}`,
  'break.start': `${service('')}, b as (insert into service_breaks (id, agency_id, service_id, status_before,
    real_start_at) values ($13, $2, $1, $14, $12)) ${message}`,
  'break.end': `${service('')}, b as (update service_breaks set real_end_at = $12 where id = $13 and agency_id = $2)
    ${message}`,
};

interface Body {
  uuid: string;
  type: Step;
  serviceId: string;
  deviceAt: string;
}

/** A bare Fastify app answering POST /api/agency/:agencyId/field/message for the four steps of a service's day. */
export async function minimumFieldApp(secret: Uint8Array, transact: Transact): Promise<FastifyInstance> {
  const app = Fastify();
  app.post<{ Params: { agencyId: string }; Body: Body }>(
    '/api/agency/:agencyId/field/message',
    async (request, reply) => {
      const claims = await claimsOf(secret, request.headers.authorization);
      if (!claims) return reply.code(401).send({ message: 'Jeton invalide' });
      const { agencyId } = request.params;
      const body = request.body;
      const hash = createHash('sha256')
        .update(`${claims.sub}\n${JSON.stringify(body)}`)
        .digest('hex');
      const answer = await transact(async (run) => {
        const [member] = await run('bench_field_session', sessionStatement, [claims.jti, claims.sub, agencyId]);
        if (!member) return null;
        const values = [body.serviceId, agencyId, member.id, body.uuid];
        const [found] = await run('bench_field_lock', lockStatement, values);
        if (!found) return null;
        if (found.seen) return found.seen;
        const state = {
          status: found.status as ServiceStatus,
          isCircuit: found.is_circuit as boolean,
          statusBeforeBreak: (found.statusBefore as ServiceStatus | null) ?? null,
        };
        const decision = decideFieldAction(state, body.type, { otherActiveService: null });
        if (!decision.ok) throw new Error(decision.message);
        const at = new Date(body.deviceAt);
        const fresh = {
          uuid: body.uuid,
          receivedAt: new Date().toISOString(),
          service: { id: body.serviceId, status: decision.next.status },
        };
        const breakId = body.type === 'break.start' ? body.uuid : found.openBreak;
        const written = [...values, claims.sub, body.type, body, hash, at, fresh, decision.next.status, at];
        if (body.type === 'break.start') written.push(breakId, state.status);
        if (body.type === 'break.end') written.push(breakId);
        await run(`bench_field_${body.type}`, writes[body.type], written);
        return fresh;
      });
      if (!answer) return reply.code(404).send({ message: 'Service introuvable' });
      return answer;
    },
  );
  return app;
}
