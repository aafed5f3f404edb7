import GroupsIcon from '@mui/icons-material/Groups';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import type { AgentListItem } from '@securite/domain/agents/list-schemas';
import { formatDay } from '@securite/domain/time/calendar-day';
import { useState } from 'react';
import { EmptyState } from '../../../ui/page.tsx';
import { AgentAvatar } from '../components/agent-avatar.tsx';
import { AgentStatusChip } from '../components/agent-status-chip.tsx';
import { ExpirationChip } from '../components/expiration-chip.tsx';

import { texts } from '../texts.ts';

export const AGENTS_PAGE_SIZE = 25;
const hours = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** The row menu: « Absence / remplacement » opens the cover of the agent's services. */
function RowMenu({ agent, onCover }: { agent: AgentListItem; onCover: (agent: AgentListItem) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={texts.actionsPourFullname(agent.fullname)}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onCover(agent);
          }}
        >
          {texts.absenceRemplacement}
        </MenuItem>
      </Menu>
    </>
  );
}

function actionsColumn(onCover: (agent: AgentListItem) => void): GridColDef<AgentListItem> {
  return {
    field: 'actions',
    headerName: texts.actions,
    width: 90,
    sortable: false,
    disableColumnMenu: true,
    align: 'right',
    renderCell: ({ row }) => <RowMenu agent={row} onCover={onCover} />,
  };
}

function columns(agencyId: string, onOpen: (agent: AgentListItem) => void): GridColDef<AgentListItem>[] {
  return [
    {
      field: 'lastname',
      headerName: texts.collaborateur,
      flex: 1.4,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
          <AgentAvatar
            agencyId={agencyId}
            photoId={row.profilePicture}
            firstname={row.firstname}
            lastname={row.lastname}
            sx={{ width: 36, height: 36, fontSize: 15, display: { xs: 'none', sm: 'flex' } }}
          />
          <Stack sx={{ justifyContent: 'center', minWidth: 0, lineHeight: 1.4 }}>
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={(event) => {
                event.stopPropagation();
                onOpen(row);
              }}
              sx={{ fontWeight: 600, textAlign: 'left' }}
            >
              {row.lastname.toUpperCase()} {row.firstname}
            </Link>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {row.email ?? texts.pasDAdresseE}
            </Typography>
          </Stack>
        </Stack>
      ),
    },
    { field: 'registrationNumber', headerName: texts.matricule, width: 110, valueGetter: (value) => value ?? '—' },
    {
      field: 'specialties',
      headerName: texts.specialites,
      flex: 1,
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}>
          {row.specialties.slice(0, 1).map((s) => (
            <Chip key={s} size="small" label={s} sx={{ maxWidth: 150 }} />
          ))}
          {row.specialties.length > 1 && (
            <Chip
              size="small"
              variant="outlined"
              label={`+${row.specialties.length - 1}`}
              title={row.specialties.slice(1).join(', ')}
            />
          )}
        </Stack>
      ),
    },
    {
      field: 'status',
      headerName: texts.compte,
      width: 150,
      sortable: false,
      renderCell: ({ row }) => <AgentStatusChip status={row.status} />,
    },
    {
      field: 'expirationStatus',
      headerName: texts.carteCnapsEtCertificats,
      width: 240,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack spacing={0.25} sx={{ justifyContent: 'center', alignItems: 'flex-start', height: '100%' }}>
          {row.expirationStatus ? <ExpirationChip status={row.expirationStatus} items={row.expirationItems} /> : null}
          <Typography variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.2 }}>
            {row.cnapsCardExpiresAt
              ? texts.carteJusquAuValue(formatDay(row.cnapsCardExpiresAt))
              : texts.carteNonRenseignee}
          </Typography>
        </Stack>
      ),
    },
    {
      field: 'workingLimit',
      headerName: texts.heuresMois,
      width: 120,
      sortable: false,
      valueFormatter: (value: number | null) => (value === null ? '—' : `${hours.format(value)} h`),
    },
    {
      field: 'plannable',
      headerName: texts.planifiable,
      width: 110,
      sortable: false,
      valueFormatter: (value: boolean) => (value ? texts.oui : texts.non),
    },
    {
      field: 'rating',
      headerName: texts.note,
      width: 130,
      renderCell: ({ row }) => (
        <Stack sx={{ justifyContent: 'center', height: '100%' }}>
          <Rating size="small" value={row.rating} readOnly aria-label={texts.noteSur5Rating(row.rating)} />
        </Stack>
      ),
    },
  ];
}

/** The agents of the page (server paging and sorting); a click on a row opens the agent dialog. */
export function AgentsGrid({
  rows,
  total,
  loading,
  page,
  onPage,
  sort,
  onSort,
  filtered,
  onOpen,
  onCover,
  compact,
  agencyId,
}: {
  agencyId: string;
  rows: AgentListItem[];
  total: number;
  loading: boolean;
  page: { page: number; pageSize: number };
  onPage: (page: { page: number; pageSize: number }) => void;
  sort: GridSortModel;
  onSort: (sort: GridSortModel) => void;
  filtered: boolean;
  onOpen: (agent: AgentListItem) => void;
  /** Given when the user may reassign services: the row menu offers the cover of the agent's services. */
  onCover?: (agent: AgentListItem) => void;
  /** 'phone' and 'narrow' screens hide the columns that matter least. */
  compact: 'phone' | 'narrow' | false;
}) {
  // The grid's own overlay needs a measured layout; the empty state stands in its place.
  if (rows.length === 0 && !loading) {
    return (
      <EmptyState
        icon={<GroupsIcon fontSize="inherit" />}
        title={filtered ? texts.aucunCollaborateurNeCorrespond : texts.aucunCollaborateurPourLe}
      />
    );
  }
  return (
    <DataGrid
      aria-label={texts.collaborateurs}
      rows={rows}
      columns={onCover ? [...columns(agencyId, onOpen), actionsColumn(onCover)] : columns(agencyId, onOpen)}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      paginationModel={page}
      onPaginationModelChange={onPage}
      pageSizeOptions={[AGENTS_PAGE_SIZE, 50, 100]}
      sortModel={sort}
      onSortModelChange={onSort}
      onRowClick={({ row }) => onOpen(row)}
      columnVisibilityModel={
        compact === 'narrow'
          ? { workingLimit: false, plannable: false }
          : compact === 'phone'
            ? {
                registrationNumber: false,
                specialties: false,
                workingLimit: false,
                plannable: false,
                rating: false,
                status: false,
              }
            : {}
      }
      rowHeight={60}
      autoHeight
      disableColumnMenu
      disableRowSelectionOnClick
      disableVirtualization
      sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
