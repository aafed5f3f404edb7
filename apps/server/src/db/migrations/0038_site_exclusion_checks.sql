-- Issue 32: the planning checks also read the sites each agent is excluded from (check siteExcluded, always
-- blocking): a 12th element of each agent's array, [[site id, site name], ...] or null, in the same one call.
CREATE OR REPLACE FUNCTION planning_agent_facts(
  p_agency uuid, p_agents uuid[], p_from timestamptz, p_to timestamptz, p_earliest_start timestamptz, p_excluded uuid[]
) RETURNS TABLE(agents json, services json, unavailabilities json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT
    (SELECT coalesce(json_agg(json_build_array(
        m.id,
        coalesce(nullif(trim(concat(u.firstname, ' ', u.lastname)), ''), u.email, ''),
        m.deleted_at IS NULL,
        ai.plannable, ai.cnaps_card_expires_at, ai.specialties, ai.active_contract,
        m.active, ai.contract_type, ai.entry_date, ai.exit_date,
        (SELECT json_agg(json_build_array(x.site_id, si.name) ORDER BY si.name, x.site_id)
          FROM site_agent_exclusions x
          JOIN sites si ON si.id = x.site_id AND si.agency_id = p_agency
          WHERE x.agency_id = p_agency AND x.agent_id = m.id))), '[]'::json)
      FROM memberships m
      JOIN users u ON u.id = m.user_id
      LEFT JOIN agent_infos ai ON ai.membership_id = m.id
      WHERE m.agency_id = p_agency AND m.id = ANY (p_agents)),
    (SELECT coalesce(json_agg(json_build_array(
        s.id, s.agent_id, s.site_id,
        (extract(epoch FROM s.start_at) * 1000)::float8, (extract(epoch FROM s.end_at) * 1000)::float8,
        s.specialty, s.circuit_id, s.is_circuit)), '[]'::json)
      FROM services s
      WHERE s.agency_id = p_agency AND s.agent_id = ANY (p_agents) AND s.deleted_at IS NULL
        AND s.start_at < p_to AND s.start_at > p_earliest_start AND s.end_at > p_from
        AND s.id <> ALL (p_excluded)),
    (SELECT coalesce(json_agg(json_build_array(
        v.agent_id, (extract(epoch FROM v.start_at) * 1000)::float8, (extract(epoch FROM v.end_at) * 1000)::float8,
        t.label)), '[]'::json)
      FROM unavailabilities v
      JOIN agency_types t ON t.id = v.type_id
      WHERE v.agency_id = p_agency AND v.agent_id = ANY (p_agents)
        AND v.start_at < p_to AND v.end_at > p_from);
END
$$;
