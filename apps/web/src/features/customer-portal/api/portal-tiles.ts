import { zAgencyReportList } from '@securite/domain/agency-reports/agency-report-schemas';
import type { ApiPathFor } from '@securite/domain/api/paths';
import { zDocumentPage } from '@securite/domain/billing/schemas';
import { zCustomerRequestPage } from '@securite/domain/customers/customer-request-schemas';
import { zRoundsToday } from '@securite/domain/dashboard/tile-schemas';
import { zAllEventsResponse } from '@securite/domain/events/event-schemas';
import { zSitePage } from '@securite/domain/sites/site-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, customerPath } from '../../../api/client.ts';
import { portalKey } from './customer-path.ts';
import { customerServicesKey, findCustomerServices } from './find-customer-services.ts';
import { TILE_ROWS, withTileTimeout } from './tile-request.ts';

/**
 * The dashboard's tiles, each its own call under the customer's scope, TILE_ROWS rows: each loads, times out and
 * fails alone (its own error state, no notice), and is retried from its tile.
 */
function useTile<T>(key: readonly unknown[], call: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => withTileTimeout(signal, call),
    retry: false,
  });
}

const post = <S extends z.ZodType>(path: ApiPathFor<'POST'>, body: unknown, schema: S, signal: AbortSignal) =>
  apiRequest(path, { method: 'POST', body, schema, signal, notifyErrors: false }) as Promise<z.infer<S>>;

/** What the agents are doing today on the customer's sites: under way first, then to come. */
export const todayServicesRequest = {
  filters: { period: { shortcut: 'today' as const }, states: ['inProgress' as const, 'planned' as const] },
  limit: TILE_ROWS,
  orderBy: { field: 'startAt' as const, direction: 'asc' as const },
};
export function useTodayServicesTile(agencyId: string, customerId: string) {
  return useTile(customerServicesKey(agencyId, customerId, todayServicesRequest), (signal) =>
    findCustomerServices(agencyId, customerId, todayServicesRequest, { signal, notifyErrors: false }),
  );
}

/** POST {agency}/customer/{id}/fetch/sites: the customer's sites by name. */
export function useSitesTile(agencyId: string, customerId: string) {
  const body = { limit: TILE_ROWS, orderBy: { field: 'name', direction: 'asc' } };
  return useTile([...portalKey(agencyId, customerId), 'sites'], (signal) =>
    post(customerPath(agencyId, customerId, '/fetch/sites'), body, zSitePage, signal),
  );
}

/** POST {agency}/customer/{id}/fetch/allEvents: the latest main courante events of the customer's sites. */
export function useEventsTile(agencyId: string, customerId: string) {
  return useTile([...portalKey(agencyId, customerId), 'events'], (signal) =>
    post(customerPath(agencyId, customerId, '/fetch/allEvents'), { limit: TILE_ROWS }, zAllEventsResponse, signal),
  );
}

/** POST {agency}/customer/{id}/fetch/customer-requests: the requests still open (waiting or being handled). */
export function useOpenRequestsTile(agencyId: string, customerId: string) {
  const body = { filters: { status: ['pending', 'inProgress'] }, limit: TILE_ROWS };
  return useTile([...portalKey(agencyId, customerId), 'requests'], (signal) =>
    post(customerPath(agencyId, customerId, '/fetch/customer-requests'), body, zCustomerRequestPage, signal),
  );
}

/** POST {agency}/customer/{id}/fetch/invoices: validated or sent invoices not paid yet, the oldest first. */
export function useUnpaidInvoicesTile(agencyId: string, customerId: string) {
  const body = {
    filters: { status: ['validated', 'sent'], isInvoice: true },
    limit: TILE_ROWS,
    orderBy: { field: 'date', direction: 'asc' },
  };
  return useTile([...portalKey(agencyId, customerId), 'invoices'], (signal) =>
    post(customerPath(agencyId, customerId, '/fetch/invoices'), body, zDocumentPage, signal),
  );
}

/** GET {agency}/customer/{id}/agency-reports: the latest intervention reports. */
export function useReportsTile(agencyId: string, customerId: string) {
  return useTile([...portalKey(agencyId, customerId), 'reports'], (signal) =>
    apiRequest(customerPath(agencyId, customerId, `/agency-reports?limit=${TILE_ROWS}`), {
      schema: zAgencyReportList,
      signal,
      notifyErrors: false,
    }),
  );
}

/** GET {agency}/customer/{id}/dashboard/rounds: today's rounds on the customer's sites (done, in part, missed). */
export function useRoundsTile(agencyId: string, customerId: string) {
  return useTile([...portalKey(agencyId, customerId), 'rounds'], (signal) =>
    apiRequest(customerPath(agencyId, customerId, '/dashboard/rounds'), {
      schema: zRoundsToday,
      signal,
      notifyErrors: false,
    }),
  );
}
