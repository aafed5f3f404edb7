import AddIcon from '@mui/icons-material/Add';
import BusinessIcon from '@mui/icons-material/Business';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { isGranted } from '@securite/domain/auth/access';
import { useSession } from '../../api/session.ts';
import { FilterBar } from '../../ui/filter-bar.tsx';
import { LIST_PAGE_SIZE, useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useCustomers } from './api/find-customers.ts';
import { customerDialog } from './customer-dialog.ts';
import { CustomerCards, CustomersTable } from './customers-table.tsx';

import { texts } from './texts.ts';

type Kind = 'all' | 'customer' | 'prospect';
const kindLabels: Record<Kind, string> = { all: texts.tous, customer: texts.clients, prospect: texts.prospects };

/** Clients: customers and prospects of the agency, searched and filtered; create and edit with the rights. */
export function CustomersPage() {
  const session = useSession();
  const agencyId = session.agencyId as string;
  const canCreate = isGranted(session.actor, ['customers.create']);
  const canEdit = isGranted(session.actor, ['customers.edit']);
  const { filters, setFilters, page, paging } = useListState<{ search: string; kind: Kind; archived: boolean }>(
    { search: '', kind: 'all', archived: false },
    { rowsPerPage: LIST_PAGE_SIZE },
  );
  const { search, kind, archived } = filters;
  const debounced = useDebouncedValue(search, 250);
  const query = useCustomers(agencyId, {
    filters: { search: debounced.trim() || undefined, kind, archived },
    page: page + 1,
    limit: LIST_PAGE_SIZE,
    orderBy: { field: 'name', direction: 'asc' },
  });
  const rows = query.data?.data ?? [];
  const filtered = debounced.trim() !== '' || kind !== 'all';

  const open = (id: string | null, prospect = false) =>
    customerDialog.open({
      agencyId,
      customerId: id,
      prospect,
      canEdit,
      canCreate,
      canEditSettings: isGranted(session.actor, ['agencySettings.edit']),
    });

  return (
    <Page
      title={texts.clients}
      subtitle={texts.lesClientsEtProspects}
      actions={
        canCreate && (
          <>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => open(null, true)}>
              {texts.nouveauProspect}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
              {texts.nouveauClient}
            </Button>
          </>
        )
      }
    >
      <ListView
        filters={
          <FilterBar centered wrap>
            <TextField
              label={texts.rechercher}
              placeholder={texts.nomEMailNumero}
              value={search}
              onChange={(event) => {
                setFilters({ ...filters, search: event.target.value });
              }}
              size="small"
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ minWidth: 260 }}
            />
            <ToggleButtonGroup
              exclusive
              size="small"
              value={kind}
              aria-label={texts.clientsOuProspects}
              onChange={(_, next: Kind | null) => {
                if (!next) return;
                setFilters((current) => ({ ...current, kind: next }));
              }}
            >
              {(Object.keys(kindLabels) as Kind[]).map((k) => (
                <ToggleButton key={k} value={k}>
                  {kindLabels[k]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <FormControlLabel
              control={
                <Switch
                  checked={archived}
                  onChange={(_, checked) => {
                    setFilters((current) => ({ ...current, archived: checked }));
                  }}
                />
              }
              label={texts.archives}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDesClients}
        errorText={texts.impossibleDeChargerLes}
        empty={rows.length === 0}
        emptyIcon={<BusinessIcon fontSize="inherit" />}
        emptyTitle={
          filtered ? texts.aucunClientNeCorrespond : archived ? texts.aucunClientArchive : texts.aucunClientPourLe
        }
        emptyContent={
          canCreate &&
          !filtered &&
          !archived && (
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => open(null)}>
              {texts.creerLePremierClient}
            </Button>
          )
        }
        cards={<CustomerCards rows={rows} onOpen={(c) => open(c.id)} />}
        table={<CustomersTable rows={rows} onOpen={(c) => open(c.id)} />}
        paging={paging(query.data?.total ?? 0)}
      />
    </Page>
  );
}
