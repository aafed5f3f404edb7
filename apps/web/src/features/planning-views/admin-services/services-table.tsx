import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { useState } from 'react';
import { ServiceStatusChip } from '../service-status-chip.tsx';
import { dayIn, serviceHours, shortDayLabel } from '../zoned-time.ts';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Spec 000 section 9: tables show 25 rows by default. */
export const SERVICES_PAGE_SIZE = 25;

/** The services of one section, 25 a page, with « Remplacer » (or « Affecter » when nobody holds it). */
export function ServicesTable({
  label,
  services,
  timeZone,
  onCover,
}: {
  label: string;
  services: readonly PlanningService[];
  timeZone: string;
  /** Given when the planner may reassign services. */
  onCover?: (service: PlanningService) => void;
}) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(SERVICES_PAGE_SIZE);
  const lastPage = Math.max(0, Math.ceil(services.length / rowsPerPage) - 1);
  const current = Math.min(page, lastPage);
  const shown = services.slice(current * rowsPerPage, (current + 1) * rowsPerPage);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Site</TableCell>
              <TableCell>Agent</TableCell>
              <TableCell>Horaires</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Poste</TableCell>
              <TableCell>Statut</TableCell>
              {onCover && (
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    Actions
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
                    service.agent.fullname
                  ) : (
                    <Chip size="small" color="warning" variant="outlined" label="Non affecté" />
                  )}
                </TableCell>
                <TableCell>
                  <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                    {shortDayLabel(dayIn(service.startAt, timeZone))}
                  </Typography>{' '}
                  <Typography variant="body2" component="span">
                    {serviceHours(service.startAt, service.endAt, timeZone)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{service.postTitle ?? '—'}</TableCell>
                <TableCell>
                  <ServiceStatusChip status={service.status} />
                </TableCell>
                {onCover && (
                  <TableCell align="right">
                    {service.status !== ServiceStatus.Ended && (
                      <Button
                        size="small"
                        onClick={() => onCover(service)}
                        aria-label={`${service.agent ? 'Remplacer' : 'Affecter'} : ${service.site?.name ?? 'service'}, ${serviceHours(service.startAt, service.endAt, timeZone)}`}
                      >
                        {service.agent ? 'Remplacer' : 'Affecter'}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {services.length > SERVICES_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={services.length}
          page={current}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={rowsPerPage}
          onRowsPerPageChange={(e) => {
            setRowsPerPage(Number(e.target.value));
            setPage(0);
          }}
          rowsPerPageOptions={[SERVICES_PAGE_SIZE, 50, 100]}
        />
      )}
    </>
  );
}
