import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { expirationKindLabels } from '@securite/domain/agents/agent-types';
import type { ExpirationRow } from '@securite/domain/agents/expiration-schemas';
import { formatDay } from '@securite/domain/time/calendar-day';
import { EmptyState } from '../../../ui/page.tsx';
import { daysLeftLabel, ExpirationChip } from '../components/expiration-chip.tsx';

import { texts } from '../texts.ts';

const columns: GridColDef<ExpirationRow>[] = [
  { field: 'agentFullname', headerName: texts.collaborateur, flex: 1, minWidth: 170 },
  {
    field: 'label',
    headerName: texts.document,
    flex: 1.3,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
        <Typography variant="body2" noWrap title={row.label} sx={{ fontWeight: 600, lineHeight: 1.4 }}>
          {row.label}
        </Typography>
        {expirationKindLabels[row.kind] !== row.label && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {expirationKindLabels[row.kind]}
          </Typography>
        )}
      </Stack>
    ),
  },
  { field: 'number', headerName: texts.numero, flex: 1, minWidth: 150, valueGetter: (value) => value ?? '—' },
  {
    field: 'expiresAt',
    headerName: texts.echeance,
    width: 120,
    valueFormatter: (value: string) => formatDay(value),
  },
  {
    field: 'daysLeft',
    headerName: texts.joursRestants,
    width: 170,
    valueFormatter: (value: number) => daysLeftLabel(value),
  },
  {
    field: 'status',
    headerName: texts.statut,
    width: 140,
    renderCell: ({ row }) => <ExpirationChip status={row.status} />,
  },
];

/** The expiring documents, soonest first (the server's order); paged by the server. */
export function ExpirationsGrid({
  rows,
  total,
  loading,
  page,
  onPage,
  onOpen,
  compact,
  filtered,
}: {
  rows: ExpirationRow[];
  total: number;
  loading: boolean;
  page: { page: number; pageSize: number };
  onPage: (page: { page: number; pageSize: number }) => void;
  onOpen: ((row: ExpirationRow) => void) | null;
  compact: boolean;
  filtered: boolean;
}) {
  // The grid's own overlay needs a measured layout; the empty state stands in its place.
  if (rows.length === 0 && !loading) {
    return (
      <EmptyState
        icon={<EventAvailableIcon fontSize="inherit" />}
        title={filtered ? texts.aucuneEcheanceNeCorrespond : texts.aucuneEcheanceEnregistree}
      />
    );
  }
  return (
    <DataGrid
      aria-label={texts.echeances}
      rows={rows}
      columns={columns}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      paginationModel={page}
      onPaginationModelChange={onPage}
      pageSizeOptions={[25, 50, 100]}
      onRowClick={onOpen ? ({ row }) => onOpen(row) : undefined}
      columnVisibilityModel={compact ? { number: false, expiresAt: false } : {}}
      rowHeight={56}
      autoHeight
      disableColumnMenu
      disableColumnSorting
      disableRowSelectionOnClick
      disableVirtualization
      sx={{
        border: 0,
        '& .MuiDataGrid-row': { cursor: onOpen ? 'pointer' : 'default' },
        '--DataGrid-overlayHeight': '240px',
      }}
    />
  );
}
