import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { texts } from '../texts.ts';
import { useStoredState } from './use-stored-state.ts';

export interface ChoosableColumn {
  id: string;
  label: string;
  /** Shown until the user hides it. */
  visibleByDefault?: boolean;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * The columns a user shows in a table, kept per user and table in this browser (`storageKey` names both). At least
 * one column stays shown.
 */
export function useColumnChoice(storageKey: string, columns: readonly ChoosableColumn[]) {
  const defaults = columns.filter((c) => c.visibleByDefault !== false).map((c) => c.id);
  const [shown, setShown] = useStoredState<string[]>(`securite.colonnes.${storageKey}`, defaults, isStringArray);
  const visible = new Set(shown.filter((id) => columns.some((c) => c.id === id)));
  const toggle = (id: string) => {
    const next = new Set(visible);
    if (next.has(id)) {
      if (next.size === 1) return;
      next.delete(id);
    } else next.add(id);
    setShown(columns.map((c) => c.id).filter((c) => next.has(c)));
  };
  return { visible, toggle, columns };
}

/** « Colonnes »: a menu of the table's columns to show or hide. */
export function ColumnChooser({ choice }: { choice: ReturnType<typeof useColumnChoice> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<ViewColumnIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {texts.colonnes}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choice.columns.map((column) => (
          <MenuItem
            key={column.id}
            role="menuitemcheckbox"
            aria-checked={choice.visible.has(column.id)}
            onClick={() => choice.toggle(column.id)}
          >
            <ListItemIcon>
              <Checkbox edge="start" size="small" checked={choice.visible.has(column.id)} tabIndex={-1} disableRipple />
            </ListItemIcon>
            <ListItemText>{column.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
