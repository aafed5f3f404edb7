import AddIcon from '@mui/icons-material/Add';
import ForumIcon from '@mui/icons-material/Forum';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isGranted } from '@securite/domain/auth/access';
import {
  type CustomerRequest,
  type CustomerRequestStatus,
  customerRequestStatuses,
  customerRequestStatusLabels,
  customerRequestTypeLabels,
} from '@securite/domain/customers/customer-request-schemas';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import { FilterBar } from '../../ui/filter-bar.tsx';
import { format } from '../../ui/format.ts';
import { LIST_PAGE_SIZE, useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { handlesCustomerRequests } from './api/count-unread-customer-requests.ts';
import { requestsScopeOf, useCustomerRequests } from './api/find-customer-requests.ts';
import { customerRequestDetailDialog, customerRequestFormDialog } from './customer-request-dialogs.ts';
import { CustomerRequestStatusChip } from './customer-request-status-chip.tsx';

import { texts } from './texts.ts';

function Subject({ request, onOpen }: { request: CustomerRequest; onOpen: () => void }) {
  return (
    <Stack spacing={0.25}>
      <Link
        component="button"
        type="button"
        onClick={onOpen}
        sx={{ textAlign: 'left', fontWeight: request.unread ? 700 : 500 }}
      >
        {request.subject}
        {request.unread && (
          <Typography component="span" variant="caption" sx={{ ml: 1, color: 'error.main' }}>
            {texts.nonLue}
          </Typography>
        )}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {customerRequestTypeLabels[request.requestType]}
      </Typography>
    </Stack>
  );
}

/**
 * Demandes clients (staff, route demandes-clients/:id?) and Demandes (customer portal, customerRequests): the
 * requests of the agency or of the customer's company; a request opened from the path shows its detail.
 */
export function CustomerRequestsPage({
  openId,
  portal,
  onDetailClosed,
}: {
  openId?: string | null;
  portal: boolean;
  /** Called when the request opened from the path is closed (the page then leaves the id's path). */
  onDetailClosed?: () => void;
}) {
  const session = useSession();
  const scope = useMemo(() => requestsScopeOf(session), [session]);
  const staff = !portal && handlesCustomerRequests(session);
  const canCreate = portal || isGranted(session.actor, ['customerRequests.create']);
  const canChangeStatus = staff && isGranted(session.actor, ['customerRequests.edit']);
  // A link may open the list on the unread requests only (the dashboard's unread customer requests: ?nonLues=1).
  const [searchParams] = useSearchParams();
  const { filters, setFilters, page, paging } = useListState<{ status: CustomerRequestStatus | ''; unread: boolean }>(
    () => ({ status: '', unread: searchParams.get('nonLues') === '1' }),
    { rowsPerPage: LIST_PAGE_SIZE },
  );
  const { status, unread } = filters;
  const query = useCustomerRequests(scope, {
    filters: { status: status || undefined, ...(unread ? { unread: true } : {}) },
    page: page + 1,
    limit: LIST_PAGE_SIZE,
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  const rows = query.data?.data ?? [];
  const open = (id: string, preview?: CustomerRequest) =>
    customerRequestDetailDialog.open({ scope, id, preview, canChangeStatus });

  // The request named in the path opens once, however often the session is read again.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!openId || opened.current === openId) return;
    opened.current = openId;
    void customerRequestDetailDialog.open({ scope, id: openId, canChangeStatus }).then(() => onDetailClosed?.());
  }, [openId, canChangeStatus, scope, onDetailClosed]);

  return (
    <Page
      title={portal ? texts.demandes : texts.demandesClients}
      subtitle={portal ? texts.vosDemandesAL : texts.lesDemandesDesClients}
      actions={
        canCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => customerRequestFormDialog.open({ scope, chooseCustomer: !portal })}
          >
            {texts.nouvelleDemande}
          </Button>
        )
      }
    >
      <ListView
        filters={
          <FilterBar centered>
            <TextField
              select
              size="small"
              label={texts.statut}
              value={status}
              onChange={(e) => {
                setFilters({ ...filters, status: e.target.value as CustomerRequestStatus | '' });
              }}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{texts.tousLesStatuts}</MenuItem>
              {customerRequestStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {customerRequestStatusLabels[s]}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Switch checked={unread} onChange={(_, on) => setFilters({ ...filters, unread: on })} />}
              label={texts.nonLuesSeulement}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDesDemandes}
        errorText={texts.impossibleDeChargerLesDemandes}
        empty={rows.length === 0}
        emptyIcon={<ForumIcon fontSize="inherit" />}
        emptyTitle={status || unread ? texts.aucuneDemandeNeCorrespond : texts.aucuneDemandePourLe}
        table={
          <TableContainer>
            <Table aria-label={portal ? texts.demandes : texts.demandesClients} size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{texts.objet}</TableCell>
                  {!portal && <TableCell>{texts.client}</TableCell>}
                  <TableCell>{texts.statut}</TableCell>
                  <TableCell>{texts.date}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} hover selected={row.unread}>
                    <TableCell component="th" scope="row">
                      <Subject request={row} onOpen={() => open(row.id, row)} />
                    </TableCell>
                    {!portal && <TableCell>{row.customer.name}</TableCell>}
                    <TableCell>
                      <CustomerRequestStatusChip status={row.status} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        }
        cards={
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 2 }}>
            {rows.map((row) => (
              <li key={row.id}>
                <Subject request={row} onOpen={() => open(row.id, row)} />
                <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
                  <CustomerRequestStatusChip status={row.status} />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {!portal && `${row.customer.name} · `}
                    {format.dateTime(row.createdAt)}
                  </Typography>
                </Stack>
              </li>
            ))}
          </Stack>
        }
        paging={paging(query.data?.total ?? 0)}
      />
    </Page>
  );
}
