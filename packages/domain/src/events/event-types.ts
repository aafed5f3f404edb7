import type { ServiceEventType } from './service-event-types.ts';

/**
 * The redirects of spec 000 section 2 into the incident form: the path under terrain/events and the type key they
 * narrow the form to.
 */
export const eventTypeRedirects = [
  { path: 'presence', typeKey: 'presence' },
  { path: 'controleSpecifique', typeKey: 'controleSpecifique' },
  { path: 'logistique', typeKey: 'logistique' },
  { path: 'care-rescue', typeKey: 'care-rescue' },
  { path: 'delivery', typeKey: 'delivery' },
  { path: 'observations', typeKey: 'observations' },
] as const;

/** The types a site's events may take: its own list, or the agency's when the site uses them. */
export function siteEventTypes(
  site: { useAgencyServiceEventTypes: boolean; serviceEventTypes: readonly ServiceEventType[] },
  agencyTypes: readonly ServiceEventType[],
): readonly ServiceEventType[] {
  return site.useAgencyServiceEventTypes ? agencyTypes : site.serviceEventTypes;
}

/** A type's label from its key; an unknown (removed) type shows its key. */
export function eventTypeLabel(types: readonly ServiceEventType[], key: string): string {
  return types.find((type) => type.key === key)?.label ?? key;
}
