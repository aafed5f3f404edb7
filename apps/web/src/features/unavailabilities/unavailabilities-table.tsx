import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Unavailability } from '@securite/domain/unavailabilities/schemas';
import type { ReactNode } from 'react';
import { format } from '../../ui/format.ts';
import { texts } from './texts.ts';

const fromLg = { display: { xs: 'none', lg: 'table-cell' } };

/** The unavailabilities as a table (tablet and desktop). */
export function UnavailabilitiesTable({
  rows,
  showAgent,
  actionsOf,
}: {
  rows: readonly Unavailability[];
  showAgent: boolean;
  /** The actions of a row, or null when the session may not handle it. */
  actionsOf: (row: Unavailability) => ReactNode;
}) {
  return (
    <TableContainer>
      <Table aria-label={texts.title} size="small" sx={{ '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            {showAgent && <TableCell>{texts.agent}</TableCell>}
            <TableCell>{texts.type}</TableCell>
            <TableCell>{texts.start}</TableCell>
            <TableCell>{texts.end}</TableCell>
            <TableCell sx={fromLg}>{texts.comment}</TableCell>
            <TableCell align="right">{texts.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {showAgent && (
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {row.agent.fullname}
                </TableCell>
              )}
              <TableCell>{row.type.label}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.startAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.endAt)}</TableCell>
              <TableCell sx={{ ...fromLg, maxWidth: 320 }}>
                <Typography variant="body2" noWrap title={row.comment ?? undefined}>
                  {row.comment}
                </Typography>
              </TableCell>
              <TableCell align="right">{actionsOf(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
