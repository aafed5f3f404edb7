import type { ReactNode } from 'react';
import { FilterBar, NamedFilter, SearchField } from '../../ui/filter-bar.tsx';

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
        label="Site"
        placeholder="Tous les sites"
        noOptionsText="Aucun site"
        minWidth={240}
      />
      {children}
    </FilterBar>
  );
}
