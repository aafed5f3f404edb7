import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Document } from '@securite/domain/documents/document-schemas';
import { createdText, filesText } from './document-labels.ts';
import { type DocumentActions, FolderChips, RowButtons } from './documents-table.tsx';

import { texts } from './texts.ts';

/** The documents as cards on a phone: name, folders, file, date, download (and select for the zip). */
export function DocumentCards({
  rows,
  selected,
  onSelect,
  actions,
}: {
  rows: Document[];
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  actions: DocumentActions;
}) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }} aria-label={texts.documents}>
      {rows.map((doc) => (
        <Card component="li" key={doc.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Checkbox
              size="small"
              checked={selected.has(doc.id)}
              onChange={(_, checked) => {
                const next = new Set(selected);
                if (checked) next.add(doc.id);
                else next.delete(doc.id);
                onSelect(next);
              }}
              slotProps={{ input: { 'aria-label': `Sélectionner ${doc.name}` } }}
              sx={{ p: 0.5 }}
            />
            <DescriptionIcon color="primary" sx={{ mt: 0.5 }} aria-hidden />
            <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{doc.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {`${filesText(doc)} · ${createdText(doc)}`}
              </Typography>
              <FolderChips doc={doc} />
            </Stack>
            <RowButtons doc={doc} actions={actions} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
