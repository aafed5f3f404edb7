import AddIcon from '@mui/icons-material/Add';
import AssignmentIndIcon from '@mui/icons-material/AssignmentIndOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isGranted } from '@securite/domain/auth/access';
import type { StockReference } from '@securite/domain/stock/stock-schemas';
import { type StockStatus, stockStatusLabels } from '@securite/domain/stock/stock-types';
import { type ReactNode, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { FilterBar, SearchField, SelectFilter } from '../../ui/filter-bar.tsx';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useStockReferences } from './api/find-stock-references.ts';
import { useDeleteStockReference } from './api/save-stock-reference.ts';
import { AssignmentDialog } from './assignment-dialog.tsx';
import { QrDialog } from './qr-dialog.tsx';
import { ReferenceDialog } from './reference-dialog.tsx';

import { texts } from './texts.ts';

type Opened =
  | { kind: 'reference'; reference: StockReference | null }
  | { kind: 'assign'; reference: StockReference }
  | { kind: 'qr'; references: StockReference[] }
  | null;

const statusFilter = { all: texts.toutes, ...stockStatusLabels } as const;

/** A reference's actions: change it, hand it out, print its labels, delete it. */
function RowActions({
  reference,
  canEdit,
  canAssign,
  onOpen,
  onDelete,
}: {
  reference: StockReference;
  canEdit: boolean;
  canAssign: boolean;
  onOpen: (opened: Opened) => void;
  onDelete: (reference: StockReference) => void;
}) {
  const action = (label: string, icon: ReactNode, onClick: () => void, color?: 'error') => (
    <Tooltip title={label}>
      <IconButton size="small" color={color} aria-label={`${label} — ${reference.title}`} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={0.5}>
      {canEdit &&
        action(texts.modifier, <EditOutlinedIcon fontSize="small" />, () => onOpen({ kind: 'reference', reference }))}
      {canAssign &&
        reference.status === 'active' &&
        action(texts.attribuer, <AssignmentIndIcon fontSize="small" />, () => onOpen({ kind: 'assign', reference }))}
      {action(texts.etiquettesQr, <QrCode2Icon fontSize="small" />, () =>
        onOpen({ kind: 'qr', references: [reference] }),
      )}
      {canEdit && action(texts.supprimer, <DeleteOutlineIcon fontSize="small" />, () => onDelete(reference), 'error')}
    </Stack>
  );
}

/** stocksReferences: the catalogue, its quantities (in stock, handed out, left), labels and assignments. */
export function StockReferencesPage({ title = texts.catalogueDeStock }: { title?: string }) {
  const { agencyId, actor } = useSession();
  const id = agencyId ?? '';
  const canCreate = isGranted(actor, ['stockReferences.create']);
  const canEdit = isGranted(actor, ['stockReferences.edit']);
  const canAssign = isGranted(actor, ['stockAssignments.create']);
  const { filters, setFilters, page, rowsPerPage, paging } = useListState<{
    search: string;
    status: StockStatus | 'all';
    type: string;
  }>({ search: '', status: 'all', type: 'all' }, { userSizes: true });
  const { search, status, type } = filters;
  const [opened, setOpened] = useState<Opened>(null);
  const debounced = useDebouncedValue(search.trim());
  const query = useStockReferences(id, {
    filters: {
      search: debounced || undefined,
      status: status === 'all' ? undefined : status,
      type: type === 'all' ? undefined : type,
    },
    page: page + 1,
    limit: rowsPerPage,
  });
  const remove = useDeleteStockReference(id);
  const rows = query.data?.data ?? [];
  const types = query.data?.types ?? [];
  const close = () => setOpened(null);

  const askDelete = async (reference: StockReference) => {
    const confirmed = await confirm({
      title: texts.supprimerCetteReference,
      message: texts.etSonHistoriqueTitle(reference.title),
      confirmLabel: texts.supprimer,
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(reference.id);
      notify.success(texts.referenceSupprimee);
    } catch {
      // The HTTP client showed why (still handed out…).
    }
  };

  const actions = (reference: StockReference) => (
    <RowActions reference={reference} canEdit={canEdit} canAssign={canAssign} onOpen={setOpened} onDelete={askDelete} />
  );
  const typeOptions = Object.fromEntries([['', texts.tousLesTypes], ...types.map((t) => [t, t])]) as Record<
    string,
    string
  >;

  return (
    <Page
      title={title}
      subtitle={texts.leMaterielDeL}
      actions={
        <Stack direction="row" spacing={1}>
          <Button startIcon={<QrCode2Icon />} onClick={() => setOpened({ kind: 'qr', references: rows })}>
            {texts.etiquettesQr}
          </Button>
          {canCreate && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setOpened({ kind: 'reference', reference: null })}
            >
              {texts.nouvelleReference}
            </Button>
          )}
        </Stack>
      }
    >
      <ListView
        filters={
          <FilterBar>
            <SearchField
              value={search}
              onChange={(v) => {
                setFilters((current) => ({ ...current, search: v }));
              }}
              placeholder={texts.titreReferenceOuDescription}
              sx={{ flexGrow: 1 }}
            />
            <SelectFilter
              label={texts.statut}
              value={status}
              options={statusFilter}
              onChange={(v) => {
                setFilters((current) => ({ ...current, status: v }));
              }}
              sx={{ minWidth: 150 }}
            />
            <SelectFilter
              label={texts.type}
              value={type}
              options={typeOptions}
              onChange={(v) => {
                setFilters((current) => ({ ...current, type: v }));
              }}
              sx={{ minWidth: 180 }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDuCatalogue}
        errorText={texts.impossibleDeChargerLe}
        empty={rows.length === 0}
        emptyIcon={<Inventory2Icon fontSize="inherit" />}
        emptyTitle={
          debounced || status !== 'all' || type !== 'all' ? texts.aucuneReferencePourCes : texts.aucuneReference
        }
        emptyContent={canCreate ? texts.ajoutezLeMaterielDe : undefined}
        paging={paging(query.data?.total ?? 0)}
        cards={
          <Stack spacing={1.5} sx={{ p: 1.5 }}>
            {rows.map((r) => (
              <Card key={r.id} variant="outlined">
                <CardContent sx={{ pb: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{r.title}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {`${r.reference} · ${r.availableQuantity} disponible(s) sur ${r.quantity}`}
                  </Typography>
                </CardContent>
                <CardActions>{actions(r)}</CardActions>
              </Card>
            ))}
          </Stack>
        }
        table={
          <Table aria-label={texts.catalogueDeStock}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.titre}</TableCell>
                <TableCell>{texts.reference}</TableCell>
                <TableCell>{texts.types}</TableCell>
                <TableCell>{texts.statut}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {texts.enStock}
                </TableCell>
                <TableCell align="right">{texts.attribuees}</TableCell>
                <TableCell align="right">{texts.disponibles}</TableCell>
                <TableCell>{texts.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} hover>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {r.title}
                    </Typography>
                    {r.description && (
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {r.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.reference}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {r.types.map((t) => (
                        <Chip key={t} size="small" label={t} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={stockStatusLabels[r.status]}
                      color={r.status === 'active' ? 'success' : 'default'}
                      variant="outlined"
                    />
                  </TableCell>
                  <TableCell align="right">{r.quantity}</TableCell>
                  <TableCell align="right">{r.assignedQuantity}</TableCell>
                  <TableCell align="right">{r.availableQuantity}</TableCell>
                  <TableCell>{actions(r)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
      {opened?.kind === 'reference' && (
        <ReferenceDialog agencyId={id} reference={opened.reference} types={types} onClose={close} />
      )}
      {opened?.kind === 'assign' && <AssignmentDialog agencyId={id} reference={opened.reference} onClose={close} />}
      {opened?.kind === 'qr' && <QrDialog agencyId={id} initial={opened.references} onClose={close} />}
    </Page>
  );
}
