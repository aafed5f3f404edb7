import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { movedLabel } from '@securite/domain/rounds/checkpoint-moved';
import { CHECKPOINT_VALIDATED_COLOR } from '@securite/domain/rounds/checkpoint-schemas';
import { gapLabel } from '@securite/domain/rounds/expected-times';
import { checkpointMethodLabels } from '@securite/domain/rounds/round-execution';
import type { RoundExecution } from '@securite/domain/rounds/round-execution-schemas';
import { ColorDot } from './checkpoint-look.tsx';

import { texts } from './texts.ts';

type Point = RoundExecution['checkpoints'][number];

function stateOf(point: Point, ended: boolean): string {
  if (point.validatedAt) return texts.valideValue(point.method ? ` · ${checkpointMethodLabels[point.method]}` : '');
  if (point.missed) return texts.manque;
  if (point.skipped) return texts.saute;
  return ended ? texts.nonValide : texts.aValider;
}

/**
 * A round execution's checkpoints in walking order, as a table: « Prévu » (the start plus the round's delay for
 * it), « Réel » (its validation), « Écart » (late +, early −), and its state; a validated one marked in #4caf50.
 */
export function ExecutionTimingTable({
  execution,
  time,
}: {
  execution: RoundExecution;
  /** An instant as the screen shows it (the agency's time zone). */
  time: (iso: string) => string;
}) {
  const ended = execution.endedAt !== null;
  return (
    <TableContainer>
      <Table size="small" aria-label={texts.pointsDeControle}>
        <TableHead>
          <TableRow>
            <TableCell>N°</TableCell>
            <TableCell>{texts.pointDeControle}</TableCell>
            <TableCell>{texts.prevu}</TableCell>
            <TableCell>{texts.reel}</TableCell>
            <TableCell>{texts.ecart}</TableCell>
            <TableCell>{texts.etat}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {execution.checkpoints.map((point) => {
            const validated = point.validatedAt !== null;
            const late = (point.gapMinutes ?? 0) > 0;
            return (
              <TableRow
                key={point.id}
                data-validated={validated ? 'true' : 'false'}
                sx={validated ? { bgcolor: 'rgba(76, 175, 80, 0.12)' } : undefined}
              >
                <TableCell
                  sx={{ borderLeft: 6, borderLeftColor: validated ? CHECKPOINT_VALIDATED_COLOR : point.color }}
                >
                  {point.position}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <ColorDot color={point.color} size={10} />
                    <span>{point.title}</span>
                    {validated && point.moved && (
                      <Chip size="small" color="warning" variant="outlined" label={movedLabel(point.distance)} />
                    )}
                  </Stack>
                </TableCell>
                <TableCell>{point.expectedAt ? time(point.expectedAt) : ''}</TableCell>
                <TableCell>{point.validatedAt ? time(point.validatedAt) : ''}</TableCell>
                <TableCell sx={{ color: late ? 'warning.dark' : undefined, whiteSpace: 'nowrap' }}>
                  {gapLabel(point.gapMinutes)}
                </TableCell>
                <TableCell sx={{ color: point.missed ? 'error.main' : undefined }}>{stateOf(point, ended)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
