import AddIcon from '@mui/icons-material/Add';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isGranted } from '@securite/domain/auth/access';
import type { StockAction } from '@securite/domain/stock/stock-schemas';
import { type StockActionKind, stockActionLabels } from '@securite/domain/stock/stock-types';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { FilterBar, SelectFilter } from '../../ui/filter-bar.tsx';
import { format } from '../../ui/format.ts';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { useStockActions } from './api/find-stock-actions.ts';
import { useAllStockReferences } from './api/find-stock-references.ts';
import { holderLabel, referenceLabel } from './stock-labels.ts';

import { texts } from './texts.ts';

const kinds = { all: texts.tousLesMouvements, ...stockActionLabels } as const;
/** Units leave the shelf when handed out or taken out; they come back with a return or an entry. */
const signed = (action: StockAction) =>
  action.kind === 'in' || action.kind === 'return' ? `+${action.quantity}` : `−${action.quantity}`;
const holderOf = (action: StockAction) => (action.agent || action.site ? holderLabel(action) : '—');

/** stocksActions: every movement of the stock, newest first; entries and exits by hand. */
export function StockActionsPage({ title = texts.mouvementsDeStock }: { title?: string }) {
  const { agencyId, actor } = useSession();
  const id = agencyId ?? '';
  const canRecord = isGranted(actor, ['stockReferences.edit']);
  const { filters, setFilters, page, rowsPerPage, paging } = useListState<{
    referenceId: string | null;
    kind: StockActionKind | 'all';
  }>({ referenceId: null, kind: 'all' }, { userSizes: true });
  const { referenceId, kind } = filters;
  const [open, setOpen] = useState(false);
  const references = useAllStockReferences(id);
  const query = useStockActions(id, {
    filters: { stockReferenceId: referenceId ?? undefined, kind: kind === 'all' ? undefined : kind },
    page: page + 1,
    limit: rowsPerPage,
  });
  const rows = query.data?.data ?? [];

  return (
    <Page
      title={title}
      subtitle={texts.entreesSortiesAttributionsEt}
      actions={
        canRecord && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
            {texts.entreeOuSortie}
          </Button>
        )
      }
    >
      <ListView
        filters={
          <FilterBar>
            <Autocomplete
              size="small"
              options={references.data ?? []}
              value={(references.data ?? []).find((r) => r.id === referenceId) ?? null}
              onChange={(_, next) => {
                setFilters({ ...filters, referenceId: next?.id ?? null });
              }}
              getOptionLabel={referenceLabel}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText={texts.aucuneReference}
              sx={{ minWidth: 280 }}
              renderInput={(params) => <TextField {...params} label={texts.reference} />}
            />
            <SelectFilter
              label={texts.mouvement}
              value={kind}
              options={kinds}
              onChange={(v) => {
                setFilters((current) => ({ ...current, kind: v }));
              }}
              sx={{ minWidth: 220 }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDesMouvements}
        errorText={texts.impossibleDeChargerLes}
        empty={rows.length === 0}
        emptyIcon={<SwapVertIcon fontSize="inherit" />}
        emptyTitle={texts.aucunMouvement}
        paging={paging(query.data?.total ?? 0)}
        cards={
          <Stack spacing={1.5} sx={{ p: 1.5 }}>
            {rows.map((a) => (
              <Card key={a.id} variant="outlined">
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }}>{`${stockActionLabels[a.kind]} ${signed(a)}`}</Typography>
                  <Typography variant="body2">{referenceLabel(a.stockReference)}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {[format.dateTime(a.createdAt), holderOf(a), a.note].filter((p) => p && p !== '—').join(' · ')}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Stack>
        }
        table={
          <Table aria-label={texts.mouvementsDeStock}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.date}</TableCell>
                <TableCell>{texts.mouvement}</TableCell>
                <TableCell>{texts.reference}</TableCell>
                <TableCell align="right">{texts.quantite}</TableCell>
                <TableCell>{texts.collaborateurOuSite}</TableCell>
                <TableCell>{texts.note}</TableCell>
                <TableCell>{texts.par}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((a) => (
                <TableRow key={a.id} hover>
                  <TableCell>{format.dateTime(a.createdAt)}</TableCell>
                  <TableCell>{stockActionLabels[a.kind]}</TableCell>
                  <TableCell>{referenceLabel(a.stockReference)}</TableCell>
                  <TableCell align="right">{signed(a)}</TableCell>
                  <TableCell>{holderOf(a)}</TableCell>
                  <TableCell>{a.note ?? '—'}</TableCell>
                  <TableCell>{a.createdBy?.fullname ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
      {open && <ActionDialog agencyId={id} onClose={() => setOpen(false)} />}
    </Page>
  );
}
