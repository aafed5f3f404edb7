import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SiteHoursRow, SitesHoursPage } from '@securite/domain/planning/hours/hours-schemas';
import { CategoryCells, CategoryHeaders, compactCells, fromMd, fromSm, numericCell } from './category-columns.tsx';
import { decimalHoursText, hoursText } from './hours-format.ts';
import { hoursTexts as texts } from './hours-texts.ts';

/** The sites' hours with a totals row; a row opens the site's services. */
export function SitesHoursTable({ page, onOpen }: { page: SitesHoursPage; onOpen: (row: SiteHoursRow) => void }) {
  const { totals } = page;
  return (
    <TableContainer>
      <Table aria-label={texts.sitesTitle} size="small" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.site}</TableCell>
            <TableCell align="right" sx={numericCell}>
              {texts.planned}
            </TableCell>
            <TableCell align="right" sx={{ ...fromMd, ...numericCell }}>
              {texts.realized}
            </TableCell>
            <CategoryHeaders />
            <TableCell align="right" sx={{ ...fromSm, ...numericCell }}>
              {texts.weighted}
            </TableCell>
            <TableCell align="right" sx={numericCell}>
              {texts.unassigned}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.data.map((row) => (
            <TableRow
              key={row.site.id}
              hover
              tabIndex={0}
              aria-label={texts.openDetail(row.site.name)}
              onClick={() => onOpen(row)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onOpen(row);
                }
              }}
              sx={{ cursor: 'pointer' }}
            >
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
              <TableCell align="right" sx={numericCell}>
                {hoursText(row.plannedMinutes)}
              </TableCell>
              <TableCell align="right" sx={{ ...fromMd, ...numericCell }}>
                {hoursText(row.realizedMinutes, true)}
              </TableCell>
              <CategoryCells figures={row} />
              <TableCell align="right" sx={{ ...fromSm, ...numericCell, fontWeight: 600 }}>
                {decimalHoursText(row.weightedHours)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ ...numericCell, color: row.unassignedMinutes > 0 ? 'warning.dark' : undefined }}
              >
                {hoursText(row.unassignedMinutes, true)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell component="th" scope="row">
              {texts.total} ({page.total})
            </TableCell>
            <TableCell align="right" sx={numericCell}>
              {hoursText(totals.plannedMinutes)}
            </TableCell>
            <TableCell align="right" sx={{ ...fromMd, ...numericCell }}>
              {hoursText(totals.realizedMinutes)}
            </TableCell>
            <CategoryCells figures={totals} />
            <TableCell align="right" sx={{ ...fromSm, ...numericCell }}>
              {decimalHoursText(totals.weightedHours)}
            </TableCell>
            <TableCell align="right" sx={numericCell}>
              {hoursText(totals.unassignedMinutes)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
