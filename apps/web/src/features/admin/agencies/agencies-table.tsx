import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { AdminAgency, AdminAgencyFetchRequest } from '@securite/domain/admin/agency-schemas';
import { Link as RouterLink } from 'react-router';
import { format } from '../../../ui/format.ts';
import { texts } from '../texts.ts';
import { AgencyActions } from './agency-actions.tsx';
import { AgencyStatus, agencyCounts } from './agency-status.tsx';

export type AgencyOrder = AdminAgencyFetchRequest['orderBy'];
type OrderField = AgencyOrder['field'];

const fromMd = { display: { xs: 'none', md: 'table-cell' } };
const fromLg = { display: { xs: 'none', lg: 'table-cell' } };

function SortableHead({
  field,
  label,
  order,
  onOrder,
  sx,
}: {
  field: OrderField;
  label: string;
  order: AgencyOrder;
  onOrder: (order: AgencyOrder) => void;
  sx?: object;
}) {
  const active = order.field === field;
  return (
    <TableCell sortDirection={active ? order.direction : false} sx={sx}>
      <TableSortLabel
        active={active}
        direction={active ? order.direction : 'asc'}
        onClick={() =>
          onOrder({
            field,
            // A new column starts with the natural order: names A to Z, dates newest first.
            direction: active ? (order.direction === 'asc' ? 'desc' : 'asc') : field === 'name' ? 'asc' : 'desc',
          })
        }
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/** The agencies as a table (desktop and tablet); the columns that matter least go first on narrow screens. */
export function AgenciesTable({
  agencies,
  order,
  onOrder,
  canLock,
  dashboardHref,
  sheetHref,
}: {
  agencies: readonly AdminAgency[];
  order: AgencyOrder;
  onOrder: (order: AgencyOrder) => void;
  canLock: boolean;
  dashboardHref: string;
  sheetHref: (id: string) => string;
}) {
  return (
    <TableContainer>
      <Table aria-label={texts.agences} size="small" sx={{ '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <SortableHead field="name" label={texts.agence} order={order} onOrder={onOrder} />
            <TableCell sx={fromLg}>{texts.gerant}</TableCell>
            <TableCell sx={fromMd}>{texts.effectifs}</TableCell>
            <SortableHead field="subscriptionEndsAt" label={texts.abonnement} order={order} onOrder={onOrder} />
            <SortableHead field="createdAt" label={texts.creeeLe} order={order} onOrder={onOrder} sx={fromLg} />
            <TableCell align="right">{texts.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {agencies.map((agency) => (
            <TableRow key={agency.id} hover>
              <TableCell component="th" scope="row">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600, whiteSpace: { lg: 'nowrap' } }}>
                    <Link component={RouterLink} to={sheetHref(agency.id)} underline="hover">
                      {agency.name}
                    </Link>
                  </Typography>
                  {agency.fake && <Chip size="small" label={texts.demo} variant="outlined" />}
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {agency.city ?? texts.villeNonRenseignee}
                </Typography>
              </TableCell>
              <TableCell sx={fromLg}>
                {agency.owner ? (
                  <>
                    <Typography variant="body2">{agency.owner.fullname}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {agency.owner.email}
                    </Typography>
                  </>
                ) : (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {texts.aucunGerant}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={fromMd}>
                {agencyCounts(agency).map((line) => (
                  <Typography key={line} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                    {line}
                  </Typography>
                ))}
              </TableCell>
              <TableCell>
                <AgencyStatus agency={agency} />
              </TableCell>
              <TableCell sx={{ ...fromLg, whiteSpace: 'nowrap' }}>{format.date(agency.createdAt)}</TableCell>
              <TableCell align="right">
                <AgencyActions agency={agency} canLock={canLock} dashboardHref={dashboardHref} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
