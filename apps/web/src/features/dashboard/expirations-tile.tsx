import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ExpirationGroup } from '@securite/domain/dashboard/tile-schemas';
import { Link as RouterLink } from 'react-router';
import { format } from '../../ui/format.ts';
import { useDashboardTile } from './api/get-dashboard-tile.ts';
import { texts } from './texts.ts';
import { TileCard } from './tile-card.tsx';

const groupLabels: Record<ExpirationGroup, string> = {
  cnapsCard: texts.cartesCnaps,
  certificate: texts.diplomesEtVisites,
  agentContract: texts.contratsDeTravail,
  customerContract: texts.contratsClients,
  equipment: texts.materielARendre,
};

/** What expires within 30, 60, 90 days (and what has just expired), by kind; each kind to its expirations screen. */
export function ExpirationsTile({
  agencyId,
  links,
}: {
  agencyId: string;
  links: Partial<Record<ExpirationGroup, string | null>>;
}) {
  const query = useDashboardTile(agencyId, 'expirations');
  return (
    <TileCard title={texts.echeances} icon={<EventRepeatIcon />} query={query}>
      {({ rows }) =>
        rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {texts.aucuneEcheanceAVoir}
          </Typography>
        ) : (
          <Table
            size="small"
            aria-label={texts.echeances}
            sx={{ '& th, & td': { px: 0.75, whiteSpace: 'nowrap' }, '& tbody th': { whiteSpace: 'normal' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{texts.document}</TableCell>
                <TableCell align="right">{texts.expires}</TableCell>
                <TableCell align="right">{texts.sousNJours(30)}</TableCell>
                <TableCell align="right">{texts.sousNJours(60)}</TableCell>
                <TableCell align="right">{texts.sousNJours(90)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const href = links[row.group];
                return (
                  <TableRow key={row.group}>
                    <TableCell component="th" scope="row">
                      {href ? (
                        <Link component={RouterLink} to={href}>
                          {groupLabels[row.group]}
                        </Link>
                      ) : (
                        groupLabels[row.group]
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ color: row.expired ? 'error.main' : undefined }}>
                      {format.integer(row.expired)}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        color: row.in30 ? 'warning.main' : undefined,
                        fontWeight: row.in30 ? 600 : undefined,
                      }}
                    >
                      {format.integer(row.in30)}
                    </TableCell>
                    <TableCell align="right">{format.integer(row.in60)}</TableCell>
                    <TableCell align="right">{format.integer(row.in90)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )
      }
    </TileCard>
  );
}
