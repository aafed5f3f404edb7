import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { texts } from '../texts.ts';
import { useStoredState } from './use-stored-state.ts';

export interface FilterPreset<F> {
  name: string;
  filters: F;
}

const isPresetList = (value: unknown): value is FilterPreset<unknown>[] =>
  Array.isArray(value) &&
  value.every((p) => typeof p === 'object' && p !== null && typeof (p as { name?: unknown }).name === 'string');

/** The filter presets a user saved for a list, kept per user and list in this browser. */
export function useFilterPresets<F>(storageKey: string) {
  const [presets, setPresets] = useStoredState<FilterPreset<F>[]>(
    `securite.filtres.${storageKey}`,
    [],
    isPresetList as (value: unknown) => value is FilterPreset<F>[],
  );
  return {
    presets,
    save: (name: string, filters: F) => setPresets([...presets.filter((p) => p.name !== name), { name, filters }]),
    remove: (name: string) => setPresets(presets.filter((p) => p.name !== name)),
  };
}

/** The name of the filters to save. */
function NameDialog({ onSave, onClose }: { onSave: (name: string) => void; onClose: () => void }) {
  const titleId = useId();
  const [name, setName] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) onSave(name.trim().slice(0, 60));
        }}
      >
        <DialogTitle id={titleId}>{texts.enregistrerLesFiltres}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label={texts.nomDuFiltre}
            value={name}
            onChange={(e) => setName(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.annuler}</Button>
          <Button type="submit" variant="contained" disabled={!name.trim()}>
            {texts.enregistrer}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** « Filtres enregistrés »: apply a saved preset, save the current filters under a name, delete a preset. */
export function FilterPresetsMenu<F>({
  store,
  current,
  onApply,
}: {
  store: ReturnType<typeof useFilterPresets<F>>;
  current: F;
  onApply: (filters: F) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const close = () => setAnchor(null);
  return (
    <>
      <Button startIcon={<BookmarksIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {texts.filtresEnregistres}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {store.presets.length === 0 && (
          <MenuItem disabled>
            <ListItemText>{texts.aucunFiltreEnregistre}</ListItemText>
          </MenuItem>
        )}
        {store.presets.map((preset) => (
          <MenuItem
            key={preset.name}
            onClick={() => {
              onApply(preset.filters);
              close();
            }}
          >
            <ListItemText>{preset.name}</ListItemText>
            <IconButton
              size="small"
              edge="end"
              aria-label={texts.supprimerLeFiltreName(preset.name)}
              onClick={(event) => {
                event.stopPropagation();
                store.remove(preset.name);
              }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setNaming(true);
          }}
        >
          <BookmarkAddIcon fontSize="small" sx={{ mr: 1.5 }} />
          <ListItemText>{texts.enregistrerLesFiltresActuels}</ListItemText>
        </MenuItem>
      </Menu>
      {naming && (
        <NameDialog
          onClose={() => setNaming(false)}
          onSave={(name) => {
            store.save(name, current);
            setNaming(false);
          }}
        />
      )}
    </>
  );
}
