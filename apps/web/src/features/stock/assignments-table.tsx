import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StockAssignment } from '@securite/domain/stock/stock-schemas';
import { assignmentStatusLabels } from '@securite/domain/stock/stock-types';
import { formatDay } from '@securite/domain/time/calendar-day';
import { RestitutionChip, restitutionText } from '../../shared/stock/held-stock-list.tsx';
import { holderLabel, referenceLabel } from './stock-labels.ts';

import { texts } from './texts.ts';

const restitutionOf = (row: StockAssignment) =>
  row.status === 'returned' && row.returnedAt
    ? texts.restitueLeValue(formatDay(row.returnedAt.slice(0, 10)))
    : (restitutionText(row.dateRangeRestitution) ?? '—');

/** The assignments as cards on a phone. */
export function AssignmentCards({
  rows,
  onReturn,
}: {
  rows: StockAssignment[];
  onReturn?: (row: StockAssignment) => void;
}) {
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      {rows.map((row) => (
        <Card key={row.id} variant="outlined">
          <CardContent sx={{ pb: onReturn ? 0 : 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{`${row.stockReference.title} × ${row.quantity}`}</Typography>
              <RestitutionChip state={row.restitution} />
            </Stack>
            <Typography variant="body2">{holderLabel(row)}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.attribueLeReferenceValue(
                row.stockReference.reference,
                formatDay(row.assignedAt),
                restitutionOf(row),
              )}
            </Typography>
          </CardContent>
          {onReturn && row.status === 'assigned' && (
            <CardActions>
              <Button size="small" onClick={() => onReturn(row)}>
                {texts.restituer}
              </Button>
            </CardActions>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** The assignments as a table: reference, holder, quantity, dates, restitution, status. */
export function AssignmentsTable({
  rows,
  onReturn,
  label = texts.equipementsAttribues,
}: {
  rows: StockAssignment[];
  onReturn?: (row: StockAssignment) => void;
  label?: string;
}) {
  return (
    <Table aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.reference}</TableCell>
          <TableCell>{texts.attribueA}</TableCell>
          <TableCell align="right">{texts.quantite}</TableCell>
          <TableCell>{texts.attribueLe}</TableCell>
          <TableCell>{texts.restitution}</TableCell>
          <TableCell>{texts.statut}</TableCell>
          {onReturn && <TableCell>{texts.actions}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover>
            <TableCell>{referenceLabel(row.stockReference)}</TableCell>
            <TableCell>{holderLabel(row)}</TableCell>
            <TableCell align="right">{row.quantity}</TableCell>
            <TableCell>{formatDay(row.assignedAt)}</TableCell>
            <TableCell>
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <span>{restitutionOf(row)}</span>
                <RestitutionChip state={row.restitution} />
              </Stack>
            </TableCell>
            <TableCell>{assignmentStatusLabels[row.status]}</TableCell>
            {onReturn && (
              <TableCell>
                {row.status === 'assigned' && (
                  <Button
                    size="small"
                    aria-label={texts.restituerTitleValue(row.stockReference.title, holderLabel(row))}
                    onClick={() => onReturn(row)}
                  >
                    {texts.restituer}
                  </Button>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
