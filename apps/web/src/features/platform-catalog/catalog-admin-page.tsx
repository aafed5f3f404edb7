import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CATALOG_PAGE_SIZE } from '@securite/domain/platform-catalog/schemas';
import { type ReactNode, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { confirmThenRun } from '../../ui/dialogs/confirm-dialog.tsx';
import { FilterBar, SearchField, SelectFilter } from '../../ui/filter-bar.tsx';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import type { CatalogEntry, CatalogKind } from './api/catalog-kinds.ts';
import { useDeleteCatalogEntry } from './api/delete-catalog-entry.ts';
import { useCatalog } from './api/find-catalog.ts';

import { texts } from './texts.ts';

type ActiveFilter = 'all' | 'active' | 'inactive';
const activeFilters: Record<ActiveFilter, boolean | null> = { all: null, active: true, inactive: false };

export interface CatalogColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
}

/**
 * One platform catalogue's administration page: search, active filter, 25 rows newest first, an add button and, on
 * each row, edit and delete (with a confirmation). Support reads it; admins change it.
 */
export function CatalogAdminPage<K extends CatalogKind>({
  kind,
  title,
  subtitle,
  noun,
  addLabel,
  searchPlaceholder,
  emptyIcon,
  emptyTitle,
  columns,
  labelOf,
  dialog,
}: {
  kind: K;
  title: string;
  subtitle: string;
  /** « la spécialité », « l’article »… for the confirmations. */
  noun: string;
  addLabel: string;
  searchPlaceholder: string;
  emptyIcon: ReactNode;
  emptyTitle: string;
  columns: readonly CatalogColumn<CatalogEntry<K>>[];
  labelOf: (row: CatalogEntry<K>) => string;
  dialog: (props: { entry: CatalogEntry<K> | null; onClose: () => void }) => ReactNode;
}) {
  const { platformRole } = useSession();
  const canWrite = platformRole === 'admin' || platformRole === 'superAdmin';
  const { filters, setFilters, page, paging } = useListState<{ search: string; active: ActiveFilter }>(
    { search: '', active: 'all' },
    { rowsPerPage: CATALOG_PAGE_SIZE },
  );
  const { search, active } = filters;
  const [editing, setEditing] = useState<{ entry: CatalogEntry<K> | null } | null>(null);
  const debounced = useDebouncedValue(search.trim());
  const query = useCatalog(kind, {
    filters: { search: debounced || undefined, active: activeFilters[active] },
    page: page + 1,
    limit: CATALOG_PAGE_SIZE,
  });
  const remove = useDeleteCatalogEntry(kind);
  const rows = (query.data?.data ?? []) as CatalogEntry<K>[];
  const total = query.data?.total ?? 0;
  const filtered = debounced !== '' || active !== 'all';

  const askDelete = async (row: CatalogEntry<K>) => {
    const label = labelOf(row);
    await confirmThenRun(
      {
        title: texts.supprimerNounLabel(noun, label),
        message: texts.lesAgencesNePourront,
        confirmLabel: texts.supprimer,
        destructive: true,
      },
      () => remove.mutateAsync(row.id),
      texts.aEteSupprimeLabel(label),
    );
  };

  const actions = (row: CatalogEntry<K>) =>
    canWrite && (
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={texts.modifier}>
          <IconButton aria-label={texts.modifierValue(labelOf(row))} onClick={() => setEditing({ entry: row })}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={texts.supprimer}>
          <IconButton
            aria-label={texts.supprimerValue(labelOf(row))}
            onClick={() => askDelete(row)}
            disabled={remove.isPending && remove.variables === row.id}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    );
  const status = (row: CatalogEntry<K>) =>
    row.active ? (
      <Chip size="small" color="success" variant="outlined" label={texts.active} />
    ) : (
      <Chip size="small" variant="outlined" label={texts.inactive} />
    );

  return (
    <Page
      title={title}
      subtitle={subtitle}
      actions={
        canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ entry: null })}>
            {addLabel}
          </Button>
        )
      }
    >
      <ListView
        filters={
          <FilterBar rowFrom="sm">
            <SearchField
              placeholder={searchPlaceholder}
              value={search}
              onChange={(next) => {
                setFilters((current) => ({ ...current, search: next }));
              }}
              sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
            />
            <SelectFilter
              label={texts.statut}
              value={active}
              onChange={(next) => {
                setFilters((current) => ({ ...current, active: next }));
              }}
              options={{ all: texts.toutes, active: texts.actives, inactive: texts.inactives }}
              sx={{ minWidth: 160 }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementTitle(title)}
        errorText={texts.impossibleDeChargerTitle(title)}
        empty={rows.length === 0}
        emptyIcon={emptyIcon}
        emptyTitle={filtered ? texts.aucunElementNeCorrespond : emptyTitle}
        cards={
          <Stack spacing={1.5} sx={{ p: 2 }}>
            {rows.map((row) => (
              <Card key={row.id} variant="outlined">
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{labelOf(row)}</Typography>
                    {status(row)}
                  </Stack>
                  {columns.slice(1).map((column) => (
                    <Typography key={column.label} variant="body2" sx={{ color: 'text.secondary' }}>
                      {column.label} : {column.cell(row)}
                    </Typography>
                  ))}
                  {actions(row)}
                </CardContent>
              </Card>
            ))}
          </Stack>
        }
        table={
          <TableContainer>
            <Table aria-label={title} size="small">
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.label} align={column.align}>
                      {column.label}
                    </TableCell>
                  ))}
                  <TableCell>{texts.statut}</TableCell>
                  {canWrite && <TableCell align="right">{texts.actions}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} hover>
                    {columns.map((column, index) => (
                      <TableCell
                        key={column.label}
                        align={column.align}
                        component={index === 0 ? 'th' : 'td'}
                        scope={index === 0 ? 'row' : undefined}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                    <TableCell>{status(row)}</TableCell>
                    {canWrite && <TableCell align="right">{actions(row)}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        }
        paging={paging(total)}
      />
      {editing && dialog({ entry: editing.entry, onClose: () => setEditing(null) })}
    </Page>
  );
}
