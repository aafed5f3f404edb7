import AssignmentIcon from '@mui/icons-material/Assignment';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type CustomerService,
  type CustomerServicesRequest,
  DEFAULT_CUSTOMER_SERVICE_PRESET,
} from '@securite/domain/customer-portal/customer-services';
import { dayIn } from '@securite/domain/time/zoned-instants';
import { useMemo } from 'react';
import { useSession } from '../../api/session.ts';
import { usePlanningLiveRefresh } from '../../shared/planning/live-refresh/use-planning-live-refresh.ts';
import { useAgencyTimeZone } from '../../shared/planning/use-agency-time-zone.ts';
import { LIST_PAGE_SIZE, useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useAllSites } from '../sites/public.ts';
import { useCustomerServicesPage } from './api/find-customer-services.ts';
import { dayLabel, plannedLabel, realLabel } from './portal-format.ts';
import { ServiceActions } from './service-actions.tsx';
import { stateChip } from './service-state.ts';
import { ServicesFilters, type ServicesFilterValues } from './services-filters.tsx';

import { texts } from './texts.ts';

const initial: ServicesFilterValues = {
  siteId: '',
  preset: DEFAULT_CUSTOMER_SERVICE_PRESET,
  from: '',
  to: '',
  state: '',
};

/** The request of the filters; custom dates count once both are typed (this week until then). */
function requestOf(values: ServicesFilterValues, page: number): CustomerServicesRequest {
  const period =
    values.preset !== 'custom'
      ? { shortcut: values.preset }
      : values.from && values.to && values.to >= values.from
        ? { shortcut: 'custom' as const, from: values.from, to: values.to }
        : { shortcut: DEFAULT_CUSTOMER_SERVICE_PRESET };
  return {
    filters: {
      period,
      ...(values.siteId ? { siteIds: [values.siteId] } : {}),
      ...(values.state ? { states: [values.state] } : {}),
    },
    page: page + 1,
    limit: LIST_PAGE_SIZE,
    orderBy: { field: 'startAt', direction: 'asc' },
  };
}

/** What was done: « 1 ronde · 2 événements », or a dash. */
function doneLabel(service: CustomerService): string {
  const parts = [
    service.roundsDone > 0 && `${service.roundsDone} ronde${service.roundsDone > 1 ? 's' : ''}`,
    service.eventsCount > 0 && texts.evenementEventscountValue(service.eventsCount, service.eventsCount > 1 ? 's' : ''),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '—';
}

/**
 * Services (customerServices): the services on the customer's sites — past, under way and to come — by site, period
 * and state, 25 a page in start order, kept live. Each shows the planned and real times, the agent by first name and
 * initial, what was done, its timeline and its intervention report.
 */
export function CustomerServicesPage({ title = texts.services, now }: { title?: string; now?: Date }) {
  usePlanningLiveRefresh();
  const { agencyId, company } = useSession();
  const customerId = company?.customer?.id ?? null;
  if (!agencyId || !customerId) {
    return (
      <Page title={title}>
        <Card>
          <EmptyState icon={<StorefrontIcon fontSize="inherit" />} title={texts.cettePageEstReservee} />
        </Card>
      </Page>
    );
  }
  return <ServicesList title={title} agencyId={agencyId} customerId={customerId} now={now} />;
}

function ServicesList({
  title,
  agencyId,
  customerId,
  now,
}: {
  title: string;
  agencyId: string;
  customerId: string;
  now?: Date;
}) {
  const { timeZone } = useAgencyTimeZone(agencyId);
  const today = dayIn(now ?? new Date(), timeZone);
  const {
    filters: values,
    setFilters: setValues,
    page,
    paging,
  } = useListState(initial, { rowsPerPage: LIST_PAGE_SIZE });
  const request = useMemo(() => requestOf(values, page), [values, page]);
  const query = useCustomerServicesPage(agencyId, customerId, request);
  const sites = useAllSites(agencyId);
  const list = query.data?.data ?? [];
  const period = query.data?.period;
  const filtered = values.siteId !== '' || values.state !== '';
  const labelOf = (s: CustomerService) => `du ${plannedLabel(s, timeZone, today)}, ${s.site.name}`;
  return (
    <Page
      title={title}
      subtitle={
        period ? texts.lesServicesSurValue(dayLabel(period.from), dayLabel(period.to)) : texts.lesServicesSurVos
      }
    >
      <ListView
        filters={<ServicesFilters values={values} onChange={setValues} sites={sites.data ?? []} />}
        query={query}
        loadingLabel={texts.chargementDesServices}
        errorText={texts.impossibleDeChargerLes}
        empty={list.length === 0}
        emptyIcon={<AssignmentIcon fontSize="inherit" />}
        emptyTitle={filtered ? texts.aucunServicePourCes : texts.aucunServiceSurVos}
        paging={paging(query.data?.total ?? 0)}
        cards={
          <Stack spacing={1.5} sx={{ p: 1.5 }} component="ul" aria-label={title} style={{ margin: 0 }}>
            {list.map((service) => (
              <Card key={service.id} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
                <CardContent sx={{ pb: 1 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{service.site.name}</Typography>
                    <Chip size="small" {...stateChip(service.state)} />
                  </Stack>
                  <Typography variant="body2">{plannedLabel(service, timeZone, today)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[service.agent ?? texts.agentADesigner, realLabel(service, timeZone)].filter(Boolean).join(' · ')}
                  </Typography>
                  {service.roundsDone + service.eventsCount > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {doneLabel(service)}
                    </Typography>
                  )}
                  <ServiceActions
                    agencyId={agencyId}
                    customerId={customerId}
                    service={service}
                    label={labelOf(service)}
                  />
                </CardContent>
              </Card>
            ))}
          </Stack>
        }
        table={
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.prevu}</TableCell>
                <TableCell>{texts.site}</TableCell>
                <TableCell>{texts.agent}</TableCell>
                <TableCell>{texts.realise}</TableCell>
                <TableCell>{texts.activite}</TableCell>
                <TableCell>{texts.etat}</TableCell>
                <TableCell align="right">{texts.details}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((service) => (
                <TableRow key={service.id}>
                  <TableCell>{plannedLabel(service, timeZone, today)}</TableCell>
                  <TableCell>
                    {service.site.name}
                    {service.postTitle && (
                      <Typography variant="body2" color="text.secondary">
                        {service.postTitle}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{service.agent ?? texts.aDesigner}</TableCell>
                  <TableCell>{realLabel(service, timeZone) ?? '—'}</TableCell>
                  <TableCell>{doneLabel(service)}</TableCell>
                  <TableCell>
                    <Chip size="small" {...stateChip(service.state)} />
                  </TableCell>
                  <TableCell align="right">
                    <ServiceActions
                      agencyId={agencyId}
                      customerId={customerId}
                      service={service}
                      label={labelOf(service)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
    </Page>
  );
}
