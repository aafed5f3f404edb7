import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { type ExpirationStatus, expirationStatusLabels } from '@securite/domain/agents/expirations';
import { CONTRACT_PAGE_SIZE } from '@securite/domain/contracts/contract-schemas';
import { contractStatusLabels } from '@securite/domain/contracts/contract-status';
import { formatDay } from '@securite/domain/time/calendar-day';
import { useSession } from '../../api/session.ts';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useContractExpirations } from './api/find-contract-expirations.ts';

import { texts } from './texts.ts';

const order: ExpirationStatus[] = ['expired', 'expiresSoon', 'valid'];
const colors = { expired: 'error', expiresSoon: 'warning', valid: 'success' } as const;

const daysText = (days: number) => (days < 0 ? `il y a ${-days} j` : days === 0 ? texts.aujourdHui : `dans ${days} j`);

/** Échéances › Contrats clients: the customer contracts by the end of their validity, soonest first. */
export function CustomerContractExpirations() {
  const { agencyId } = useSession();
  const { filters, setFilters, page, rowsPerPage, paging } = useListState<{
    status: ExpirationStatus | 'all';
    search: string;
  }>({ status: 'all', search: '' }, { rowsPerPage: CONTRACT_PAGE_SIZE, userSizes: true });
  const { status, search } = filters;
  const debounced = useDebouncedValue(search.trim());
  const query = useContractExpirations(agencyId as string, {
    filters: { status: status === 'all' ? undefined : status, search: debounced || undefined },
    page: page + 1,
    limit: rowsPerPage,
  });
  const counts = query.data?.counts;
  const rows = query.data?.data ?? [];
  const all = counts ? counts.expired + counts.expiresSoon + counts.valid : null;
  const withCount = (label: string, n: number | null | undefined) =>
    n === null || n === undefined ? label : `${label} (${n})`;
  return (
    <Card>
      <Tabs
        value={status}
        onChange={(_, next: ExpirationStatus | 'all') => {
          setFilters((current) => ({ ...current, status: next }));
        }}
        aria-label={texts.filtrerParStatut}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={withCount(texts.tous, all)} />
        {order.map((s) => (
          <Tab key={s} value={s} label={withCount(expirationStatusLabels[s], counts?.[s])} />
        ))}
      </Tabs>
      <ListView
        bare
        filters={
          <Stack sx={{ p: 2 }}>
            <TextField
              size="small"
              label={texts.rechercher}
              placeholder={texts.contratReferenceOuClient}
              value={search}
              onChange={(event) => {
                setFilters({ ...filters, search: event.target.value });
              }}
            />
          </Stack>
        }
        query={query}
        loadingLabel={texts.chargementDesEcheances}
        errorText={texts.impossibleDeChargerLesContratsClients}
        empty={rows.length === 0}
        emptyIcon={null}
        emptyTitle={texts.aucunContratClientAvec}
        paging={paging(query.data?.total ?? 0)}
      >
        <Table size="small" aria-label={texts.echeancesDesContratsClients}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.contrat}</TableCell>
              <TableCell>{texts.client}</TableCell>
              <TableCell>{texts.statutDuContrat}</TableCell>
              <TableCell>{texts.fin}</TableCell>
              <TableCell>{texts.echeance}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.reference ? `${row.title} (${row.reference})` : row.title}</TableCell>
                <TableCell>{row.customer.name}</TableCell>
                <TableCell>{contractStatusLabels[row.status]}</TableCell>
                <TableCell>{formatDay(row.endDate)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={colors[row.expiration]}
                    label={`${expirationStatusLabels[row.expiration]} — ${daysText(row.daysLeft)}`}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListView>
    </Card>
  );
}
