import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { serviceHours, shortDayLabel } from '@securite/domain/time/day-labels';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';
import { usePaging } from '../../../ui/list-state.ts';
import type { ServiceConflict } from '../conflicts/period-conflicts.ts';
import { ServiceStatusChip } from '../service-status-chip.tsx';
import { texts } from '../texts.ts';
import { ConflictMark } from './conflict-mark.tsx';

/** What the field reported: « Réel : 08:02 – 16:01 » (« … » while under way); nothing before the start. */
function realTimes(service: PlanningService, timeZone: string): string | null {
  if (!service.realStartAt) return null;
  const end = service.realEndAt ? timeIn(service.realEndAt, timeZone) : '…';
  return texts.reelValueEnd(timeIn(service.realStartAt, timeZone), end);
}

function RealTimes({ service, timeZone }: { service: PlanningService; timeZone: string }) {
  const text = realTimes(service, timeZone);
  return text ? (
    <Typography variant="body2" sx={{ color: 'text.secondary', display: 'block' }} component="span">
      {text}
    </Typography>
  ) : null;
}

/** Spec 000 section 9: tables show 25 rows by default. */
export const SERVICES_PAGE_SIZE = 25;

const coverLabel = (service: PlanningService, timeZone: string) =>
  `${service.agent ? texts.remplacer : texts.affecter} : ${service.site?.name ?? 'service'}, ${serviceHours(service.startAt, service.endAt, timeZone)}`;

const endLabel = (service: PlanningService, timeZone: string) =>
  texts.finDeServiceValue(service.site?.name ?? 'service', serviceHours(service.startAt, service.endAt, timeZone));

interface RowActions {
  /** Given when the planner may reassign services. */
  onCover?: (service: PlanningService) => void;
  /** Given to open how an ended service ended (report, pauses, signed voucher). */
  onShowEnd?: (service: PlanningService) => void;
  /** Given to open what happened on a started or ended service, in time order. */
  onShowTimeline?: (service: PlanningService) => void;
  /** Given when the planner may let the agent take a planned service before the agency's window opens. */
  onAllowEarly?: (service: PlanningService) => void;
}

const timelineLabel = (service: PlanningService, timeZone: string) =>
  texts.chronologieValueValue2(service.site?.name ?? 'service', serviceHours(service.startAt, service.endAt, timeZone));

/** « Chronologie » on a service started or ended, then its other action. */
function ServiceActions({
  onShowTimeline,
  onAllowEarly,
  ...props
}: RowActions & { service: PlanningService; timeZone: string }) {
  const { service, timeZone } = props;
  const early =
    onAllowEarly && service.status === ServiceStatus.Planned && service.agent ? (
      <Button
        size="small"
        onClick={() => onAllowEarly(service)}
        aria-label={texts.autoriserLaPriseValue(
          service.site?.name ?? 'service',
          serviceHours(service.startAt, service.endAt, timeZone),
        )}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {texts.autoriserLaPrise}
      </Button>
    ) : null;
  const timeline =
    onShowTimeline && service.status !== ServiceStatus.Planned ? (
      <Button
        size="small"
        onClick={() => onShowTimeline(service)}
        aria-label={timelineLabel(service, timeZone)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {texts.chronologie}
      </Button>
    ) : null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {timeline}
      {early}
      <MainAction {...props} />
    </Stack>
  );
}

/** « Remplacer » (or « Affecter ») on a service not ended; « Fin de service » on an ended one. */
function MainAction({
  service,
  timeZone,
  onCover,
  onShowEnd,
}: RowActions & { service: PlanningService; timeZone: string }) {
  if (service.status === ServiceStatus.Ended) {
    return onShowEnd ? (
      <Button
        size="small"
        onClick={() => onShowEnd(service)}
        aria-label={endLabel(service, timeZone)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {texts.finDeService}
      </Button>
    ) : null;
  }
  return onCover ? (
    <Button size="small" onClick={() => onCover(service)} aria-label={coverLabel(service, timeZone)}>
      {service.agent ? texts.remplacer : texts.affecter}
    </Button>
  ) : null;
}

/** The same services on a phone: one block each. */
function ServiceList({
  label,
  services,
  timeZone,
  conflicts,
  ...actions
}: RowActions & {
  label: string;
  services: readonly PlanningService[];
  timeZone: string;
  conflicts?: ReadonlyMap<string, ServiceConflict>;
}) {
  return (
    <Stack component="ul" aria-label={label} divider={<Divider component="li" aria-hidden />} sx={{ p: 0, m: 0 }}>
      {services.map((service) => (
        <Stack component="li" key={service.id} spacing={0.5} sx={{ listStyle: 'none', px: 2, py: 1.5 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <Typography sx={{ fontWeight: 600, minWidth: 0 }}>{service.site?.name ?? '—'}</Typography>
            <ServiceStatusChip status={service.status} />
          </Stack>
          <Typography variant="body2">
            {shortDayLabel(dayIn(service.startAt, timeZone))} {serviceHours(service.startAt, service.endAt, timeZone)}
          </Typography>
          <RealTimes service={service} timeZone={timeZone} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            {service.agent ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {service.agent.fullname}
                {service.postTitle ? ` · ${service.postTitle}` : ''}
                <ConflictMark conflict={conflicts?.get(service.id)} />
              </Typography>
            ) : (
              <Chip size="small" color="warning" variant="outlined" label={texts.nonAffecte} />
            )}
            <ServiceActions service={service} timeZone={timeZone} {...actions} />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The services of one section, 25 a page, with « Remplacer » (or « Affecter » when nobody holds it), and
 * « Fin de service » on the ended ones.
 */
export function ServicesTable({
  label,
  services,
  timeZone,
  conflicts,
  ...actions
}: RowActions & {
  label: string;
  services: readonly PlanningService[];
  timeZone: string;
  /** The services in conflict with the planning rules, by id. */
  conflicts?: ReadonlyMap<string, ServiceConflict>;
}) {
  const hasActions = Boolean(actions.onCover || actions.onShowEnd || actions.onShowTimeline || actions.onAllowEarly);
  const { page, setPage, rowsPerPage, paging } = usePaging(SERVICES_PAGE_SIZE);
  const lastPage = Math.max(0, Math.ceil(services.length / rowsPerPage) - 1);
  const current = Math.min(page, lastPage);
  const shown = services.slice(current * rowsPerPage, (current + 1) * rowsPerPage);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <>
      {phone ? (
        <ServiceList label={label} services={shown} timeZone={timeZone} conflicts={conflicts} {...actions} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.site}</TableCell>
                <TableCell>{texts.agent}</TableCell>
                <TableCell>{texts.horaires}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{texts.poste}</TableCell>
                <TableCell>{texts.statut}</TableCell>
                {hasActions && (
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      {texts.actions}
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((service) => (
                <TableRow key={service.id} hover>
                  <TableCell sx={{ fontWeight: 500 }}>{service.site?.name ?? '—'}</TableCell>
                  <TableCell>
                    {service.agent ? (
                      <>
                        {service.agent.fullname}
                        <ConflictMark conflict={conflicts?.get(service.id)} />
                      </>
                    ) : (
                      <Chip size="small" color="warning" variant="outlined" label={texts.nonAffecte} />
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: { lg: 'nowrap' } }}>
                    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                      {shortDayLabel(dayIn(service.startAt, timeZone))}
                    </Typography>{' '}
                    <Typography variant="body2" component="span">
                      {serviceHours(service.startAt, service.endAt, timeZone)}
                    </Typography>
                    <RealTimes service={service} timeZone={timeZone} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{service.postTitle ?? '—'}</TableCell>
                  <TableCell>
                    <ServiceStatusChip status={service.status} />
                  </TableCell>
                  {hasActions && (
                    <TableCell align="right">
                      <ServiceActions service={service} timeZone={timeZone} {...actions} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {services.length > SERVICES_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={services.length}
          page={current}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={rowsPerPage}
          onRowsPerPageChange={(e) => paging(services.length).onRowsPerPageChange?.(Number(e.target.value))}
          rowsPerPageOptions={[SERVICES_PAGE_SIZE, 50, 100]}
        />
      )}
    </>
  );
}
