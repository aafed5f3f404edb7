import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PlatformSummary } from '@securite/domain/admin-dashboard/dashboard-schemas';
import { percentText } from './churn-cards.tsx';

import { texts } from './texts.ts';

/** The suspension statistics: why agencies left, five rows (spec 001 section 9). */
export function SuspensionStats({ rows }: { rows: PlatformSummary['suspensions'] }) {
  return (
    <Table size="small" aria-label={texts.motifsDeResiliation}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.motif}</TableCell>
          <TableCell align="right">{texts.agences}</TableCell>
          <TableCell align="right">{texts.part}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.reason}>
            <TableCell>{row.label}</TableCell>
            <TableCell align="right">{row.count}</TableCell>
            <TableCell align="right">{percentText(row.share)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
