import {
  type AllEventsRequest,
  type KeptHeadCheck,
  type StaffEventMessage,
  zAllEventsResponse,
  zChainHeadExport,
  zChainState,
  zKeptHeadVerdict,
  zServiceEvent,
  zSiteEventsResponse,
} from '@securite/domain/events/event-schemas';
import { defaultServiceEventTypes, zEventTypeList } from '@securite/domain/events/service-event-types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { fetchFile } from '../../../api/download-file.ts';

/** Every query of the main courante sits under this key: a change heard on the stream refreshes them all. */
export const eventsKey = (agencyId: string) => ['agency', agencyId, 'events'] as const;

/** GET {agency}/event/{id}: one event as the caller may read it (quiet: the screens say it themselves). */
export function getEvent(agencyId: string, id: string, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, `/event/${id}`), { schema: zServiceEvent, signal, notifyErrors: false });
}

export function useEvent(agencyId: string, id: string | null) {
  return useQuery({
    queryKey: [...eventsKey(agencyId), 'one', id],
    queryFn: ({ signal }) => getEvent(agencyId, id!, signal),
    enabled: !!id,
    retry: false,
  });
}

/** POST {agency}/fetch/allEvents: a page of events with the filters' counts, graph, sites and types. */
export function useAllEvents(agencyId: string, input: AllEventsRequest) {
  return useQuery({
    queryKey: [...eventsKey(agencyId), 'all', input],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/allEvents'), {
        method: 'POST',
        body: input,
        schema: zAllEventsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST {agency}/sites-service-events: one site's main courante, newest first. */
export function useSiteEvents(agencyId: string, siteId: string, page: number) {
  return useQuery({
    queryKey: [...eventsKey(agencyId), 'site', siteId, page],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/sites-service-events'), {
        method: 'POST',
        body: { siteId, page, limit: 25 },
        schema: zSiteEventsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET {agency}/sites/{id}/events-chain: « Intègre » or where the site's chain breaks. */
export function useSiteChain(agencyId: string, siteId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...eventsKey(agencyId), 'chain', siteId],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, `/sites/${siteId}/events-chain`), { schema: zChainState, signal }),
  });
}

/** GET {agency}/sites/{id}/events-chain/head: the head to keep outside the database (saved as a file). */
export function getChainHead(agencyId: string, siteId: string) {
  return apiRequest(agencyPath(agencyId, `/sites/${siteId}/events-chain/head`), { schema: zChainHeadExport });
}

/** POST {agency}/sites/{id}/events-chain/check: « Vérifier une empreinte » (its answer is shown, not notified). */
export function useCheckKeptHead(agencyId: string, siteId: string) {
  return useMutation({
    mutationFn: (head: KeptHeadCheck) =>
      apiRequest(agencyPath(agencyId, `/sites/${siteId}/events-chain/check`), {
        method: 'POST',
        body: head,
        schema: zKeptHeadVerdict,
        notifyErrors: false,
      }),
  });
}

/** The agency's event types; the defaults while offline (the server checks the type on receipt). */
export function useEventTypes(agencyId: string) {
  const query = useQuery({
    queryKey: [...eventsKey(agencyId), 'types'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/event-types'), { schema: zEventTypeList, signal, notifyErrors: false }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return query.data ?? defaultServiceEventTypes;
}

/** POST {agency}/event: staff add a message to an event (its uuid makes a retry harmless). */
export function useAddStaffMessage(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffEventMessage) =>
      apiRequest(agencyPath(agencyId, '/event'), { method: 'POST', body, schema: zServiceEvent }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventsKey(agencyId) }),
  });
}

/** An attachment of an event as an address for an <img> or a link (null while loading or when it failed). */
export function useEventFileUrl(agencyId: string, eventId: string, fileId: string | null): string | null {
  const query = useQuery({
    queryKey: [...eventsKey(agencyId), 'file', fileId],
    queryFn: async ({ signal }) =>
      (await fetchFile(agencyPath(agencyId, `/event/${eventId}/files/${fileId}`), { signal, notifyErrors: false }))
        .blob,
    enabled: !!fileId,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
