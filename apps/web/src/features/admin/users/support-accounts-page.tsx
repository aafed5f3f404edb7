import AddIcon from '@mui/icons-material/Add';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_TABLE_PAGE_SIZE } from '@securite/domain/admin/agency-schemas';
import { supportMessages } from '@securite/domain/admin/support-schemas';
import type { AdminUser } from '@securite/domain/admin/user-schemas';
import { useState } from 'react';
import { confirm, confirmThenRun } from '../../../ui/dialogs/confirm-dialog.tsx';
import { FilterBar, SearchField } from '../../../ui/filter-bar.tsx';
import { format } from '../../../ui/format.ts';
import { useListState } from '../../../ui/list-state.ts';
import { ListView } from '../../../ui/list-view.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { Page } from '../../../ui/page.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { texts } from '../texts.ts';
import { useAdminUsers } from './api/find-admin-users.ts';
import { useUpdateAdminUser } from './api/support-accounts.ts';
import { SupportAccountDialog } from './support-account-dialog.tsx';

/** supportAccounts: the platform's support team; admins add a member, withdraw the role or block an account. */
export function SupportAccountsPage() {
  const { filters, setFilters, page, paging } = useListState<{ search: string }>(
    { search: '' },
    { rowsPerPage: ADMIN_TABLE_PAGE_SIZE },
  );
  const { search } = filters;
  const [creating, setCreating] = useState(false);
  const debounced = useDebouncedValue(search.trim());
  const query = useAdminUsers({
    filters: { search: debounced || undefined, role: 'support' },
    page: page + 1,
    limit: ADMIN_TABLE_PAGE_SIZE,
  });
  const update = useUpdateAdminUser();
  const rows = query.data?.data ?? [];

  const revoke = async (user: AdminUser) => {
    await confirmThenRun(
      {
        title: texts.retirerDuSupportFullname(user.fullname),
        message: texts.leCompteResteOuvert,
        confirmLabel: texts.retirerDuSupport,
        destructive: true,
      },
      () => update.mutateAsync({ userId: user.id, patch: { isSupport: false } }),
      supportMessages.revoked(user.fullname),
    );
  };
  const toggleAccess = async (user: AdminUser) => {
    const disabling = !user.disabled;
    if (disabling) {
      const confirmed = await confirm({
        title: texts.desactiverLeCompteFullname(user.fullname),
        message: texts.laPersonneEstDeconnectee,
        confirmLabel: texts.desactiver,
        destructive: true,
      });
      if (!confirmed) return;
    }
    try {
      await update.mutateAsync({ userId: user.id, patch: { disabled: disabling } });
    } catch {
      return;
    }
    notify.success(disabling ? supportMessages.disabled(user.fullname) : supportMessages.enabled(user.fullname));
  };
  const busy = (user: AdminUser) => update.isPending && update.variables?.userId === user.id;

  return (
    <Page
      title={texts.comptesSupport}
      subtitle={texts.lEquipeSupportDe}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {texts.nouveauCompteSupport}
        </Button>
      }
    >
      <ListView
        filters={
          <FilterBar rowFrom="sm">
            <SearchField
              placeholder={texts.nomOuEMail}
              value={search}
              onChange={(next) => {
                setFilters((current) => ({ ...current, search: next }));
              }}
              sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDesComptesSupport}
        errorText={texts.impossibleDeChargerLesComptes}
        empty={rows.length === 0}
        emptyIcon={<SupportAgentIcon fontSize="inherit" />}
        emptyTitle={debounced ? texts.aucunCompteSupportNe : texts.aucunCompteSupport}
        paging={paging(query.data?.total ?? 0)}
      >
        <TableContainer>
          <Table aria-label={texts.comptesSupport} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{texts.membreDuSupport}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{texts.creeLe}</TableCell>
                <TableCell>{texts.acces}</TableCell>
                <TableCell align="right">{texts.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell component="th" scope="row">
                    <Typography sx={{ fontWeight: 600 }}>{user.fullname}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {user.email}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {format.date(user.createdAt)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={user.disabled ? 'default' : 'success'}
                      label={user.disabled ? texts.desactive : texts.actif}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button size="small" variant="outlined" onClick={() => toggleAccess(user)} loading={busy(user)}>
                        {user.disabled ? texts.reactiver : texts.desactiver}
                      </Button>
                      <Button size="small" color="error" onClick={() => revoke(user)} disabled={busy(user)}>
                        {texts.retirerDuSupport}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ListView>
      {creating && <SupportAccountDialog onClose={() => setCreating(false)} />}
    </Page>
  );
}
