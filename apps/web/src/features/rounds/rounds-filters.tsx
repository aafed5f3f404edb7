import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

export interface SiteOption {
  id: string;
  name: string;
}

export interface SiteSearch {
  search: string;
  siteId: string | null;
}

export const noSiteSearch: SiteSearch = { search: '', siteId: null };

/** The search box and the site filter of the rounds and checkpoints lists. */
export function SiteSearchFilters({
  values,
  onChange,
  sites,
  placeholder,
  children,
}: {
  values: SiteSearch;
  onChange: (values: SiteSearch) => void;
  sites: readonly SiteOption[];
  placeholder: string;
  /** Actions at the end of the bar. */
  children?: ReactNode;
}) {
  const site = sites.find((s) => s.id === values.siteId) ?? null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, alignItems: { md: 'center' } }}>
      <TextField
        label="Rechercher"
        placeholder={placeholder}
        value={values.search}
        onChange={(event) => onChange({ ...values, search: event.target.value })}
        size="small"
        sx={{ flexGrow: 1, maxWidth: { md: 320 } }}
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
      <Autocomplete
        options={[...sites]}
        value={site}
        onChange={(_, next) => onChange({ ...values, siteId: next?.id ?? null })}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        noOptionsText="Aucun site"
        size="small"
        sx={{ minWidth: 240 }}
        renderInput={(params) => <TextField {...params} label="Site" placeholder="Tous les sites" />}
      />
      {children}
    </Stack>
  );
}
