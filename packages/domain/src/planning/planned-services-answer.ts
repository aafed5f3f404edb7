import { z } from 'zod';
import type { PlanningService } from './service-schemas.ts';

/**
 * The planning grids' answer (POST {agency}/fetch/planned-services), compact: a month of a large agency is ten
 * thousand services, so each site and agent the services name is sent once, in `sites` and `agents`, and a
 * service points at it by its index there; a service writes only what differs from the default (no null, no
 * empty list, no `false`, status 0 left out, the reference left out when it is the one its id gives), with
 * short keys and instants as milliseconds since 1970 (UTC). `expandPlannedServices` gives back the same
 * PlanningService objects as the full form (zPlanningService), in the same order.
 *
 * Keys of a service: `id`; `ref` reference; `st` status; `s`, `e` start and end; `rs`, `re` real start and end;
 * `si` index in `sites`; `ag` index in `agents`; `act` activity type; `sp` specialty; `post` post title; `com`
 * comments; `dog`; `sps`, `eps` start and end points; `rec` recurrence id; `cir` true for a circuit; `cid` its
 * circuit's id; `gid` group id; `rnd`, `chk` round and checkpoint ids.
 */
export const zPlannedServiceRow = z.object({
  id: z.string(),
  ref: z.string().optional(),
  st: z.number().int().optional(),
  s: z.number(),
  e: z.number(),
  rs: z.number().optional(),
  re: z.number().optional(),
  si: z.number().int().min(0).optional(),
  ag: z.number().int().min(0).optional(),
  act: z.string().optional(),
  sp: z.string().optional(),
  post: z.string().optional(),
  com: z.string().optional(),
  dog: z.string().optional(),
  sps: z.string().optional(),
  eps: z.string().optional(),
  rec: z.string().optional(),
  cir: z.literal(true).optional(),
  cid: z.string().optional(),
  gid: z.string().optional(),
  rnd: z.array(z.string()).optional(),
  chk: z.array(z.string()).optional(),
});
export type PlannedServiceRow = z.infer<typeof zPlannedServiceRow>;

/** The answer: the sites and agents named (id, name), the services pointing at them, and their count. */
export const zPlannedServicesAnswer = z.object({
  sites: z.array(z.tuple([z.string(), z.string()])),
  agents: z.array(z.tuple([z.string(), z.string()])),
  services: z.array(zPlannedServiceRow),
  total: z.number().int(),
});
export type PlannedServicesAnswer = z.infer<typeof zPlannedServicesAnswer>;

/** A service's reference as its creation writes it: S- and the first 12 hex digits of its id, upper case. */
export function serviceReferenceOf(id: string): string {
  return `S-${id.replaceAll('-', '').slice(0, 12).toUpperCase()}`;
}

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

/**
 * The services of a compact answer as the full form gives them. One site (or agent) object is shared by all the
 * services that name it: read them, do not change them.
 */
export function expandPlannedServices(answer: PlannedServicesAnswer): PlanningService[] {
  const sites = answer.sites.map(([id, name]) => ({ id, name }));
  const agents = answer.agents.map(([id, fullname]) => ({ id, fullname }));
  return answer.services.map((r) => ({
    id: r.id,
    reference: r.ref ?? serviceReferenceOf(r.id),
    status: r.st ?? 0,
    startAt: new Date(r.s).toISOString(),
    endAt: new Date(r.e).toISOString(),
    realStartAt: iso(r.rs),
    realEndAt: iso(r.re),
    site: r.si === undefined ? null : (sites[r.si] ?? null),
    agent: r.ag === undefined ? null : (agents[r.ag] ?? null),
    activityType: r.act ?? null,
    specialty: r.sp ?? null,
    postTitle: r.post ?? null,
    comments: r.com ?? null,
    dog: r.dog ?? null,
    startPoint: r.sps ?? null,
    endPoint: r.eps ?? null,
    recurrenceId: r.rec ?? null,
    isCircuit: r.cir === true,
    circuitId: r.cid ?? null,
    groupId: r.gid ?? null,
    roundIds: r.rnd ?? [],
    checkpointIds: r.chk ?? [],
  }));
}

/** The compact answer of full services (what the database writes for the agency's screens; tests and fixtures). */
export function compactPlannedServices(services: readonly PlanningService[]): PlannedServicesAnswer {
  const sites: [string, string][] = [];
  const agents: [string, string][] = [];
  const siteIndex = new Map<string, number>();
  const agentIndex = new Map<string, number>();
  const indexOf = (index: Map<string, number>, list: [string, string][], id: string, name: string) => {
    let i = index.get(id);
    if (i === undefined) {
      i = list.push([id, name]) - 1;
      index.set(id, i);
    }
    return i;
  };
  const rows = services.map((s) => {
    const r: PlannedServiceRow = { id: s.id, s: Date.parse(s.startAt), e: Date.parse(s.endAt) };
    if (s.reference !== serviceReferenceOf(s.id)) r.ref = s.reference;
    if (s.status !== 0) r.st = s.status;
    if (s.realStartAt) r.rs = Date.parse(s.realStartAt);
    if (s.realEndAt) r.re = Date.parse(s.realEndAt);
    if (s.site) r.si = indexOf(siteIndex, sites, s.site.id, s.site.name);
    if (s.agent) r.ag = indexOf(agentIndex, agents, s.agent.id, s.agent.fullname);
    if (s.activityType !== null) r.act = s.activityType;
    if (s.specialty !== null) r.sp = s.specialty;
    if (s.postTitle !== null) r.post = s.postTitle;
    if (s.comments !== null) r.com = s.comments;
    if (s.dog !== null) r.dog = s.dog;
    if (s.startPoint !== null) r.sps = s.startPoint;
    if (s.endPoint !== null) r.eps = s.endPoint;
    if (s.recurrenceId !== null) r.rec = s.recurrenceId;
    if (s.isCircuit) r.cir = true;
    if (s.circuitId !== null) r.cid = s.circuitId;
    if (s.groupId !== null) r.gid = s.groupId;
    if (s.roundIds.length) r.rnd = s.roundIds;
    if (s.checkpointIds.length) r.chk = s.checkpointIds;
    return r;
  });
  return { sites, agents, services: rows, total: rows.length };
}
