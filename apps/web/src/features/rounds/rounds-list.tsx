import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Round, roundDirectionLabels } from '@securite/domain/rounds/round-schemas';
import { Link as RouterLink } from 'react-router';
import { format } from '../../ui/format.ts';

import { texts } from './texts.ts';

export interface RoundListProps {
  rounds: readonly Round[];
  roundHref: (id: string) => string;
  /** With rounds.edit: a delete button on each. */
  onDelete?: (round: Round) => void;
}

export const checkpointsCount = (n: number) =>
  n === 0 ? texts.aucunPoint : n === 1 ? '1 point' : `${format.integer(n)} points`;
export const executionsLabel = (n: number) => (n === 1 ? '1 fois par service' : texts.foisParServiceN(n));

function DeleteButton({ round, onDelete }: { round: Round; onDelete: (round: Round) => void }) {
  const label = texts.supprimerLaRondeName(round.name);
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => onDelete(round)} size="small" color="error">
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The rounds as a table (tablets and desktops). */
export function RoundsTable({ rounds, roundHref, onDelete }: RoundListProps) {
  return (
    <TableContainer>
      <Table aria-label={texts.rondes} size="small" sx={{ '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.ronde}</TableCell>
            <TableCell>{texts.site}</TableCell>
            <TableCell>{texts.pointsDeControle}</TableCell>
            <TableCell>{texts.ordre}</TableCell>
            <TableCell>{texts.executions}</TableCell>
            {onDelete && <TableCell align="right">{texts.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rounds.map((round) => (
            <TableRow key={round.id} hover>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={roundHref(round.id)} sx={{ fontWeight: 600 }}>
                  {round.name}
                </Link>
              </TableCell>
              <TableCell>{round.site.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{checkpointsCount(round.checkpoints.length)}</TableCell>
              <TableCell>{roundDirectionLabels[round.grantedDirections]}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{executionsLabel(round.numberOfExecutions)}</TableCell>
              {onDelete && (
                <TableCell align="right">
                  <DeleteButton round={round} onDelete={onDelete} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The rounds as blocks, for phones. */
export function RoundCards({ rounds, roundHref, onDelete }: RoundListProps) {
  return (
    <Stack
      component="ul"
      aria-label={texts.rondes}
      divider={<Divider component="li" aria-hidden />}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {rounds.map((round) => (
        <Stack component="li" key={round.id} aria-label={round.name} spacing={0.5} sx={{ px: 2, py: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Link component={RouterLink} to={roundHref(round.id)} sx={{ fontWeight: 600, flexGrow: 1 }}>
              {round.name}
            </Link>
            {onDelete && <DeleteButton round={round} onDelete={onDelete} />}
          </Stack>
          <Typography variant="body2">
            {round.site.name} · {checkpointsCount(round.checkpoints.length)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {roundDirectionLabels[round.grantedDirections]} · {executionsLabel(round.numberOfExecutions)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
