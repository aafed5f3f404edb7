import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PlatformSummary } from '@securite/domain/admin-dashboard/dashboard-schemas';
import { percentText } from './churn-cards.tsx';

/** The suspension statistics: why agencies left, five rows (spec 001 section 9). */
export function SuspensionStats({ rows }: { rows: PlatformSummary['suspensions'] }) {
  return (
    <Table size="small" aria-label="Motifs de résiliation">
      <TableHead>
        <TableRow>
          <TableCell>Motif</TableCell>
          <TableCell align="right">Agences</TableCell>
          <TableCell align="right">Part</TableCell>
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
