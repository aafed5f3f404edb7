import type { AgentNames } from '@securite/domain/agents/agent-names';
import type { AgentListItem } from '@securite/domain/agents/list-schemas';
import { defaultPlanningSettings, type PlanningConfig } from '@securite/domain/planning/planning-settings';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import type { SiteReferences } from '@securite/domain/sites/site-references';
import type { SiteListItem } from '@securite/domain/sites/site-schemas';
import { siteListItem } from '../../../test/site-fixtures.ts';
import { agentListItem } from '../../../test/workforce-fixtures.ts';

/** Ids as the API gives them (uuids: the domain's draft schema checks them). */
export const ids = {
  site1: '11111111-1111-4111-8111-111111111111',
  site2: '22222222-2222-4222-8222-222222222222',
  agent1: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
  agent2: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2',
  service1: 'ffffffff-ffff-4fff-8fff-fffffffffff1',
};

/** A planned service of agent 1 on site 1, 20:00–08:00 Paris time on 14/12/2026 unless told otherwise. */
export function plannedService(extra: Partial<PlanningService> = {}): PlanningService {
  return {
    id: ids.service1,
    reference: 'S-0001',
    status: ServiceStatus.Planned,
    startAt: '2026-12-14T19:00:00.000Z',
    endAt: '2026-12-15T07:00:00.000Z',
    realStartAt: null,
    realEndAt: null,
    site: { id: ids.site1, name: 'Entrepôt Nord' },
    agent: { id: ids.agent1, fullname: 'Karim Benali' },
    activityType: null,
    specialty: null,
    postTitle: null,
    comments: null,
    dog: null,
    startPoint: null,
    endPoint: null,
    recurrenceId: null,
    isCircuit: false,
    circuitId: null,
    groupId: null,
    roundIds: [],
    checkpointIds: [],
    ...extra,
  };
}

export const planningConfig: PlanningConfig = { ...defaultPlanningSettings, timeZone: 'Europe/Paris' };

/** An agent of the agents list, as POST fetch/agents answers it. */
export function agentItem(id: string, firstname: string, lastname: string) {
  return agentListItem(id, firstname, lastname);
}

/** A site of the sites list, as POST fetch/sites answers it. */
export function siteItem(
  id: string,
  name: string,
  zipcode = '75001',
  customer: { id: string; name: string } | null = null,
) {
  return siteListItem(name, {
    id,
    address: { street: null, complement: null, zipcode, city: 'Paris', country: 'France', location: null },
    customer,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
}

/** GET sites/references as the server answers it for these sites of the list (same order, customers once). */
export function siteReferencesOf(items: readonly SiteListItem[]): SiteReferences {
  const customers: [string, string][] = [];
  return {
    customers,
    sites: items.map((s) => {
      let customer = s.customer ? customers.findIndex(([id]) => id === s.customer?.id) : -1;
      if (s.customer && customer < 0) customer = customers.push([s.customer.id, s.customer.name]) - 1;
      return {
        id: s.id,
        name: s.name,
        ...(customer >= 0 ? { customer } : {}),
        ...(s.address.zipcode ? { zipcode: s.address.zipcode } : {}),
      };
    }),
  };
}

/** GET agents/names as the server answers it for these agents of the list (same order). */
export function agentNamesOf(items: readonly AgentListItem[]): AgentNames {
  return {
    agents: items.map((a) => ({
      id: a.id,
      fullname: a.fullname,
      ...(a.plannable ? {} : { plannable: false as const }),
      ...(a.specialties[0] ? { specialty: a.specialties[0] } : {}),
    })),
  };
}
