import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

import { texts } from './texts.ts';

/**
 * A list's filters: one under the other on a phone, one row from the breakpoint on; padded inside the list's card
 * unless told otherwise.
 */
export function FilterBar({
  children,
  rowFrom = 'md',
  spacing = 2,
  padded = true,
  centered = false,
  wrap = false,
}: {
  children: ReactNode;
  /** The screen size from which the filters stand in one row. */
  rowFrom?: 'sm' | 'md';
  spacing?: number;
  padded?: boolean;
  /** The filters centred vertically in the row (a switch beside the fields). */
  centered?: boolean;
  /** The row wraps when it is too long. */
  wrap?: boolean;
}) {
  return (
    <Stack
      direction={{ xs: 'column', [rowFrom]: 'row' }}
      spacing={spacing}
      sx={{
        ...(padded && { p: 2 }),
        ...(centered && { alignItems: { [rowFrom]: 'center' } }),
        ...(wrap && { flexWrap: 'wrap' }),
      }}
    >
      {children}
    </Stack>
  );
}

/** The search box of a list: « Rechercher », a magnifier, the words as typed (the page debounces them). */
export function SearchField({
  value,
  onChange,
  placeholder,
  sx,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      label={texts.rechercher}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** One named thing to filter on (a site, a customer), or none for all of them. */
export function NamedFilter<T extends { id: string; name: string }>({
  options,
  valueId,
  onChange,
  label,
  placeholder,
  noOptionsText,
  minWidth,
}: {
  options: readonly T[];
  valueId: string | null;
  onChange: (id: string | null) => void;
  label: string;
  placeholder: string;
  noOptionsText: string;
  minWidth: number;
}) {
  return (
    <Autocomplete
      options={[...options]}
      value={options.find((o) => o.id === valueId) ?? null}
      onChange={(_, next) => onChange(next?.id ?? null)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      noOptionsText={noOptionsText}
      size="small"
      sx={{ minWidth }}
      renderInput={(params) => <TextField {...params} label={label} placeholder={placeholder} />}
    />
  );
}

/** A choice among a few fixed values (« Statut », « Planifiable »…), each with its label. */
export function SelectFilter<V extends string>({
  label,
  value,
  onChange,
  options,
  sx,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: Readonly<Record<V, string>>;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      size="small"
      sx={sx}
    >
      {(Object.entries(options) as [V, string][]).map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
