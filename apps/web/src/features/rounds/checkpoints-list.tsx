import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import type { Checkpoint } from '@securite/domain/rounds/checkpoint-schemas';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { format } from '../../ui/format.ts';
import { BadgeChip, ColorDot } from './checkpoint-look.tsx';

import { texts } from './texts.ts';

export interface CheckpointGroup {
  site: { id: string; name: string };
  checkpoints: Checkpoint[];
  /** All the site's checkpoints (the group may show a page of them): what its QR sheet prints. */
  all: Checkpoint[];
}

export interface CheckpointListProps {
  groups: readonly CheckpointGroup[];
  checkpointHref: (id: string) => string;
  onPrint: (group: CheckpointGroup) => void;
  /** With checkpoints.edit: a delete button on each. */
  onDelete?: (checkpoint: Checkpoint) => void;
}

export const roundsCount = (n: number) =>
  n === 0 ? texts.aucuneRonde : n === 1 ? '1 ronde' : `${format.integer(n)} rondes`;

function PrintButton({ group, onPrint }: { group: CheckpointGroup; onPrint: CheckpointListProps['onPrint'] }) {
  return (
    <Button
      size="small"
      startIcon={<PrintOutlinedIcon />}
      onClick={() => onPrint(group)}
      aria-label={texts.imprimerLesQrName(group.site.name)}
    >
      {texts.imprimerLesQrCodes}
    </Button>
  );
}

function DeleteButton({ checkpoint, onDelete }: { checkpoint: Checkpoint; onDelete: (c: Checkpoint) => void }) {
  const label = texts.supprimerLePointTitle(checkpoint.title);
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => onDelete(checkpoint)} size="small" color="error">
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function Title({ checkpoint, href }: { checkpoint: Checkpoint; href: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
      <ColorDot color={checkpoint.color} />
      <Link component={RouterLink} to={href} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {checkpoint.title}
      </Link>
    </Stack>
  );
}

/** The checkpoints by site (tablets and desktops): a heading row per site with its QR sheet. */
export function CheckpointsTable({ groups, checkpointHref, onPrint, onDelete }: CheckpointListProps) {
  const columns = onDelete ? 5 : 4;
  return (
    <TableContainer>
      <Table aria-label={texts.pointsDeControle} size="small" sx={{ '& td, & th': { py: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.pointDeControle}</TableCell>
            <TableCell>{texts.badge}</TableCell>
            <TableCell>{texts.position}</TableCell>
            <TableCell>{texts.rondes}</TableCell>
            {onDelete && <TableCell align="right">{texts.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group.site.id}>
              <TableRow sx={{ bgcolor: 'action.hover' }}>
                <TableCell component="th" scope="colgroup" colSpan={columns} sx={{ py: 0.5 }}>
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>
                      {group.site.name}{' '}
                      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                        · {group.all.length} point(s)
                      </Box>
                    </Typography>
                    <PrintButton group={group} onPrint={onPrint} />
                  </Stack>
                </TableCell>
              </TableRow>
              {group.checkpoints.map((checkpoint) => (
                <TableRow key={checkpoint.id} hover aria-label={checkpoint.title}>
                  <TableCell>
                    <Title checkpoint={checkpoint} href={checkpointHref(checkpoint.id)} />
                  </TableCell>
                  <TableCell>
                    <BadgeChip badge={checkpoint.badge} />
                  </TableCell>
                  <TableCell sx={{ color: checkpoint.location ? undefined : 'text.secondary' }}>
                    {checkpoint.location ? texts.placeSurLaCarte : '—'}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{roundsCount(checkpoint.rounds)}</TableCell>
                  {onDelete && (
                    <TableCell align="right">
                      <DeleteButton checkpoint={checkpoint} onDelete={onDelete} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The checkpoints by site as blocks, for phones. */
export function CheckpointCards({ groups, checkpointHref, onPrint, onDelete }: CheckpointListProps) {
  return (
    <Box aria-label={texts.pointsDeControle} role="region">
      {groups.map((group) => (
        <Box key={group.site.id} component="section" aria-label={group.site.name}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 0.5, bgcolor: 'action.hover' }}
          >
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
              {group.site.name}
            </Typography>
            <PrintButton group={group} onPrint={onPrint} />
          </Stack>
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.checkpoints.map((checkpoint) => (
              <Stack
                component="li"
                key={checkpoint.id}
                aria-label={checkpoint.title}
                spacing={0.75}
                sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Title checkpoint={checkpoint} href={checkpointHref(checkpoint.id)} />
                  </Box>
                  {onDelete && <DeleteButton checkpoint={checkpoint} onDelete={onDelete} />}
                </Stack>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <BadgeChip badge={checkpoint.badge} />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {roundsCount(checkpoint.rounds)}
                  </Typography>
                </Stack>
              </Stack>
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
