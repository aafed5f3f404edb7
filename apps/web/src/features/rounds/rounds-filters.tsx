import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FilterBar, NamedFilter, SearchField } from '../../ui/filter-bar.tsx';
import { useAllSites } from '../sites/public.ts';

import { texts } from './texts.ts';

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
  return (
    <FilterBar centered>
      <SearchField
        placeholder={placeholder}
        value={values.search}
        onChange={(search) => onChange({ ...values, search })}
        sx={{ flexGrow: 1, maxWidth: { md: 320 } }}
      />
      <NamedFilter
        options={sites}
        valueId={values.siteId}
        onChange={(siteId) => onChange({ ...values, siteId })}
        label={texts.site}
        placeholder={texts.tousLesSites}
        noOptionsText={texts.aucunSite}
        minWidth={240}
      />
      {children}
    </FilterBar>
  );
}

/**
 * The filters of the rounds and checkpoints lists, their bar over the agency's sites (a change calls onChanged) and
 * the creation links (the site chosen in the filter already picked).
 */
export function useSiteSearch(
  agencyId: Parameters<typeof useAllSites>[0],
  onChanged: () => void,
  newHref: (siteId: string | null) => string,
) {
  const [filters, setFilters] = useState<SiteSearch>(noSiteSearch);
  const sites = useAllSites(agencyId);
  const siteOptions = useMemo(() => (sites.data ?? []).map((s) => ({ id: s.id, name: s.name })), [sites.data]);
  const change = (next: SiteSearch) => {
    setFilters(next);
    onChanged();
  };
  const bar = (placeholder: string) => (
    <SiteSearchFilters values={filters} onChange={change} sites={siteOptions} placeholder={placeholder} />
  );
  const createButton = (label: string, variant: 'contained' | 'outlined') => (
    <CreateLink to={newHref(filters.siteId)} label={label} variant={variant} />
  );
  return { filters, bar, createButton };
}

/** « Nouvelle ronde », « Créer un point de contrôle »…: a link to the creation page. */
export function CreateLink({ to, label, variant }: { to: string; label: string; variant: 'contained' | 'outlined' }) {
  return (
    <Button component={RouterLink} to={to} variant={variant} startIcon={<AddIcon />}>
      {label}
    </Button>
  );
}
