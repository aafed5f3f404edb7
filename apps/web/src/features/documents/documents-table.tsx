import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Checkbox from '@mui/material/Checkbox';
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
import type { Document } from '@securite/domain/documents/document-schemas';
import type { ReactNode } from 'react';
import type { ChoosableColumn } from '../../ui/table/column-chooser.tsx';
import { createdText, filesText, readersText } from './document-labels.ts';

import { texts } from './texts.ts';

export interface DocumentActions {
  onDownload: (doc: Document) => void;
  onEdit?: (doc: Document) => void;
  onDelete?: (doc: Document) => void;
}

/** The columns a user may show or hide (the readers column is for those who change documents). */
export function documentColumns(manager: boolean): ChoosableColumn[] {
  return [
    { id: 'name', label: texts.nom },
    { id: 'folders', label: texts.dossiers },
    { id: 'files', label: texts.fichiers },
    ...(manager ? [{ id: 'readers', label: texts.partageAvec }] : []),
    { id: 'author', label: texts.ajoutePar, visibleByDefault: false },
    { id: 'createdAt', label: texts.ajouteLe },
  ];
}

export function FolderChips({ doc }: { doc: Document }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {doc.attachedFolders.map((f) => (
        <Chip key={f.id} size="small" label={f.name} />
      ))}
    </Stack>
  );
}

export function RowButtons({ doc, actions }: { doc: Document; actions: DocumentActions }) {
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={texts.telecharger}>
        <IconButton size="small" aria-label={texts.telechargerName(doc.name)} onClick={() => actions.onDownload(doc)}>
          <DownloadIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {actions.onEdit && doc.editable && (
        <Tooltip title={texts.modifier}>
          <IconButton size="small" aria-label={texts.modifierName(doc.name)} onClick={() => actions.onEdit?.(doc)}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {actions.onDelete && doc.editable && (
        <Tooltip title={texts.supprimer}>
          <IconButton size="small" aria-label={texts.supprimerName(doc.name)} onClick={() => actions.onDelete?.(doc)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

/** The documents as a table with the columns the user chose, a checkbox per row for the zip. */
export function DocumentsTable({
  rows,
  visible,
  selected,
  onSelect,
  actions,
  label,
}: {
  rows: Document[];
  visible: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  actions: DocumentActions;
  label: string;
}) {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const cells: Record<string, { head: string; cell: (doc: Document) => ReactNode }> = {
    name: {
      head: 'Nom',
      cell: (doc) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {doc.name}
        </Typography>
      ),
    },
    folders: { head: texts.dossiers, cell: (doc) => <FolderChips doc={doc} /> },
    files: { head: texts.fichiers, cell: filesText },
    readers: { head: texts.partageAvec, cell: readersText },
    author: { head: texts.ajoutePar, cell: (doc) => doc.createdBy?.fullname ?? '—' },
    createdAt: { head: texts.ajouteLe, cell: createdText },
  };
  const shown = Object.keys(cells).filter((id) => visible.has(id));
  return (
    <Table aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={all}
              indeterminate={!all && rows.some((r) => selected.has(r.id))}
              onChange={(_, checked) => onSelect(new Set(checked ? rows.map((r) => r.id) : []))}
              slotProps={{ input: { 'aria-label': 'Tout sélectionner' } }}
            />
          </TableCell>
          {shown.map((id) => (
            <TableCell key={id}>{cells[id].head}</TableCell>
          ))}
          <TableCell>{texts.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((doc) => (
          <TableRow key={doc.id} hover selected={selected.has(doc.id)}>
            <TableCell padding="checkbox">
              <Checkbox
                checked={selected.has(doc.id)}
                onChange={(_, checked) => {
                  const next = new Set(selected);
                  if (checked) next.add(doc.id);
                  else next.delete(doc.id);
                  onSelect(next);
                }}
                slotProps={{ input: { 'aria-label': `Sélectionner ${doc.name}` } }}
              />
            </TableCell>
            {shown.map((id) => (
              <TableCell key={id}>{cells[id].cell(doc)}</TableCell>
            ))}
            <TableCell>
              <RowButtons doc={doc} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
