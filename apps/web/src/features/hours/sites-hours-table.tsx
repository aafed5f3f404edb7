import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { SiteHoursRow, SitesHoursPage } from '@securite/domain/hours/hours-schemas';
import { numericCell } from './category-columns.tsx';
import { hoursText } from './hours-format.ts';
import { HoursFigureCells, HoursHead, HoursTable, HoursTotalRow, OpenableRow } from './hours-table-parts.tsx';
import { hoursTexts as texts } from './texts.ts';

/** The sites' hours with a totals row; a row opens the site's services. */
export function SitesHoursTable({ page, onOpen }: { page: SitesHoursPage; onOpen: (row: SiteHoursRow) => void }) {
  const { totals } = page;
  return (
    <HoursTable label={texts.sitesTitle}>
      <HoursHead name={texts.site} last={texts.unassigned} />
      <TableBody>
        {page.data.map((row) => (
          <OpenableRow key={row.site.id} label={texts.openDetail(row.site.name)} onOpen={() => onOpen(row)}>
            <TableCell component="th" scope="row">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {row.site.name}
              </Typography>
              {row.site.customerName && (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {row.site.customerName}
                </Typography>
              )}
            </TableCell>
            <HoursFigureCells figures={row} />
            <TableCell
              align="right"
              sx={{ ...numericCell, color: row.unassignedMinutes > 0 ? 'warning.dark' : undefined }}
            >
              {hoursText(row.unassignedMinutes, true)}
            </TableCell>
          </OpenableRow>
        ))}
      </TableBody>
      <HoursTotalRow count={page.total} totals={totals} last={hoursText(totals.unassignedMinutes)} />
    </HoursTable>
  );
}
