import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fullnameSql } from '../agents/public.ts';

/** An instant as milliseconds since 1970, the compact answer's form (Date.parse of toISOString gives the same). */
const ms = (column: string) => sql.raw(`floor(extract(epoch from svc.${column}) * 1000)::bigint`);
/** A list as JSON, null when empty (so left out; an empty text stays, as in the full form). */
const nonEmpty = (column: string) =>
  sql.raw(`case when cardinality(svc.${column}) > 0 then array_to_json(svc.${column})::text end`);

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Live services of the agency matching the condition (written over the unaliased table services), in start
 * order, as the text of the compact answer (zPlannedServicesAnswer, planning/planned-services-answer.ts): the
 * sites and agents named once (in the order of their ids), each service pointing at them by
 * index and writing only what is not the default. The database writes the JSON itself: a month of a large
 * agency is ten thousand services, and decoding them into JavaScript rows only to encode them again costs more
 * than the query (most on the embedded database, where both share one thread). Each row is written as text,
 * key by key, concat_ws leaving out the null ones (strings escaped by to_json): cheaper than row_to_json, whose
 * text json_strip_nulls would parse again. One statement, one round trip;
 * the same answer as compactPlannedServices(findPresentedServices(…)) (planning-reads.test.ts).
 */
export async function presentedServicesJson(tx: Tx, agencyId: string, where?: SQL): Promise<string> {
  const result = await tx.execute(sql`
    with svc as materialized (
      select ${services.id} as id, ${services.reference} as reference, ${services.status} as status,
        ${services.startAt} as start_at, ${services.endAt} as end_at, ${services.realStartAt} as real_start_at,
        ${services.realEndAt} as real_end_at, ${services.siteId} as site_id, ${services.agentId} as agent_id,
        ${services.activityType} as activity_type, ${services.specialty} as specialty,
        ${services.postTitle} as post_title, ${services.comments} as comments, ${services.dog} as dog,
        ${services.startPoint} as start_point, ${services.endPoint} as end_point,
        ${services.recurrenceId} as recurrence_id, ${services.isCircuit} as is_circuit,
        ${services.circuitId} as circuit_id, ${services.groupId} as group_id, ${services.roundIds} as round_ids,
        ${services.checkpointIds} as checkpoint_ids,
        -- A site's (an agent's) index in the answer's list: the rank of its id among the services' ones.
        case when ${services.siteId} is not null then (dense_rank() over (order by ${services.siteId}))::int - 1 end
          as si,
        case when ${services.agentId} is not null then (dense_rank() over (order by ${services.agentId}))::int - 1 end
          as ag
      from ${services}
      where ${and(inAgency(services, agencyId), isNull(services.deletedAt), where)}
    ),
    site_ix as (select distinct site_id, si as i from svc where site_id is not null),
    agent_ix as (select distinct agent_id, ag as i from svc where agent_id is not null)
    select
      (select coalesce(json_agg(json_build_array(site_ix.site_id, coalesce(${sites.name}, '')) order by site_ix.i),
        '[]'::json)::text
        from site_ix left join ${sites} on ${sites.id} = site_ix.site_id and ${inAgency(sites, agencyId)}) as sites,
      (select coalesce(json_agg(json_build_array(agent_ix.agent_id, ${fullnameSql}) order by agent_ix.i),
        '[]'::json)::text
        from agent_ix
        left join ${memberships} on ${memberships.id} = agent_ix.agent_id and ${inAgency(memberships, agencyId)}
        left join ${users} on ${users.id} = ${memberships.userId}) as agents,
      (select coalesce('[' || string_agg('{' || concat_ws(',',
          '"id":"' || svc.id || '"',
          case when svc.reference <> 'S-' || upper(left(replace(svc.id::text, '-', ''), 12))
            then '"ref":' || to_json(svc.reference) end,
          '"st":' || nullif(svc.status, 0),
          '"s":' || ${ms('start_at')}, '"e":' || ${ms('end_at')},
          '"rs":' || ${ms('real_start_at')}, '"re":' || ${ms('real_end_at')},
          '"si":' || svc.si, '"ag":' || svc.ag,
          '"act":' || to_json(svc.activity_type), '"sp":' || to_json(svc.specialty),
          '"post":' || to_json(svc.post_title), '"com":' || to_json(svc.comments), '"dog":' || to_json(svc.dog),
          '"sps":' || to_json(svc.start_point), '"eps":' || to_json(svc.end_point),
          '"rec":"' || svc.recurrence_id || '"',
          case when svc.is_circuit then '"cir":true' end,
          '"cid":"' || svc.circuit_id || '"', '"gid":"' || svc.group_id || '"',
          '"rnd":' || ${nonEmpty('round_ids')}, '"chk":' || ${nonEmpty('checkpoint_ids')}
        ) || '}', ',' order by svc.start_at, svc.id) || ']', '[]')
        from svc) as services,
      (select count(*)::int from svc) as total`);
  const [row] = rowsOf<{ sites: string; agents: string; services: string; total: number }>(result);
  return `{"sites":${row.sites},"agents":${row.agents},"services":${row.services},"total":${row.total}}`;
}
