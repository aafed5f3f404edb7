import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { serviceHours, shortDayLabel } from '@securite/domain/time/day-labels';
import { dayIn } from '@securite/domain/time/zoned-instants';
import { useState } from 'react';
import { ServiceStatusChip } from '../service-status-chip.tsx';

import { texts } from '../texts.ts';

/** Cells shown from tablets up. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A service that can still change hands (an ended one refuses changes). */
export const isCoverable = (service: PlanningService) => service.status !== ServiceStatus.Ended;

/**
 * The agent's services in the period, with a box each (all ticked at first); pages of the size the cover search
 * fetched with (spec 000 section 9: 100 above 100 services, else 10).
 */
export function CoverServicesTable({
  services,
  pageSize,
  selected,
  onToggle,
  onToggleAll,
  timeZone,
}: {
  services: readonly PlanningService[];
  pageSize: number;
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  timeZone: string;
}) {
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(services.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  const shown = services.slice(current * pageSize, (current + 1) * pageSize);
  const coverable = services.filter(isCoverable);
  const all = coverable.length > 0 && coverable.every((s) => selected.has(s.id));
  const some = coverable.some((s) => selected.has(s.id));
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={texts.servicesDuCollaborateurSur}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={some && !all}
                  disabled={coverable.length === 0}
                  onChange={(_, on) => onToggleAll(on)}
                  slotProps={{ input: { 'aria-label': 'Tout sélectionner' } }}
                />
              </TableCell>
              <TableCell>{texts.date}</TableCell>
              <TableCell sx={wide}>{texts.horaires}</TableCell>
              <TableCell>{texts.site}</TableCell>
              <TableCell sx={wide}>{texts.poste}</TableCell>
              <TableCell sx={wide}>{texts.statut}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((service) => {
              const day = shortDayLabel(dayIn(service.startAt, timeZone));
              const hours = serviceHours(service.startAt, service.endAt, timeZone);
              return (
                <TableRow key={service.id} hover selected={selected.has(service.id)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(service.id)}
                      disabled={!isCoverable(service)}
                      onChange={(_, on) => onToggle(service.id, on)}
                      slotProps={{ input: { 'aria-label': `${day} ${hours}, ${service.site?.name ?? 'sans site'}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {day}
                    </Box>
                    {/* On a phone the hours come under the day, the columns that follow are left out. */}
                    <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
                      {hours}
                    </Box>
                  </TableCell>
                  <TableCell sx={wide}>{hours}</TableCell>
                  <TableCell>{service.site?.name ?? '—'}</TableCell>
                  <TableCell sx={wide}>{service.postTitle ?? '—'}</TableCell>
                  <TableCell sx={wide}>
                    <ServiceStatusChip status={service.status} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {services.length > pageSize && (
        <TablePagination
          component="div"
          count={services.length}
          page={current}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
        />
      )}
    </>
  );
}
