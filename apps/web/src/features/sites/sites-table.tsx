import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SiteListItem } from '@securite/domain/sites/site-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { DEFAULT_TIME_ZONE } from '@securite/domain/time/wall-clock';
import { Link as RouterLink } from 'react-router';
import { useOptionalSession } from '../../api/session.ts';
import { format } from '../../ui/format.ts';

import { texts } from './texts.ts';

export type SiteSort = { field: 'name' | 'city'; direction: 'asc' | 'desc' };

interface ListProps {
  sites: readonly SiteListItem[];
  siteHref: (id: string) => string;
  /** Shown with an edit button when the user may edit sites. */
  onEdit?: (site: SiteListItem) => void;
  /** The site's customer is shown (not in a customer's own portal). */
  withCustomer?: boolean;
}

/** « 1 place de la Libération, 93160 Noisy-le-Grand ». */
export function addressLine(site: SiteListItem): string {
  const { street, zipcode, city } = site.address;
  const town = [zipcode, city].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ');
}

function Status({ site }: { site: SiteListItem }) {
  // Today is the agency's: after midnight in Paris a site due today is active, whatever the UTC date.
  const timeZone = useOptionalSession()?.company?.agency.timeZone ?? DEFAULT_TIME_ZONE;
  if (site.archived) return <Chip size="small" label={texts.archive} />;
  if (site.willActivate && site.willActivate > todayIn(timeZone)) {
    return (
      <Chip size="small" color="info" variant="outlined" label={texts.actifLeValue(format.date(site.willActivate))} />
    );
  }
  return <Chip size="small" color="success" variant="outlined" label={texts.actif} />;
}

function Specialties({ values }: { values: readonly string[] }) {
  if (values.length === 0) return <Typography sx={{ color: 'text.secondary' }}>—</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {values.map((value) => (
        <Chip key={value} size="small" label={value} />
      ))}
    </Stack>
  );
}

const agents = (n: number) => (n === 0 ? texts.aucunAgent : n === 1 ? '1 agent' : `${format.integer(n)} agents`);

/** The sites as a sortable table (desktop and tablet). */
export function SitesTable({
  sites,
  siteHref,
  onEdit,
  withCustomer = true,
  sort,
  onSort,
}: ListProps & { sort: SiteSort; onSort: (field: SiteSort['field']) => void }) {
  const sortLabel = (field: SiteSort['field'], label: string) => (
    <TableSortLabel
      active={sort.field === field}
      direction={sort.field === field ? sort.direction : 'asc'}
      onClick={() => onSort(field)}
    >
      {label}
    </TableSortLabel>
  );
  return (
    <TableContainer>
      <Table aria-label={texts.sites} size="small" sx={{ '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell sortDirection={sort.field === 'name' ? sort.direction : false}>
              {sortLabel('name', texts.site)}
            </TableCell>
            <TableCell sortDirection={sort.field === 'city' ? sort.direction : false}>
              {sortLabel('city', texts.adresse)}
            </TableCell>
            {withCustomer && <TableCell>{texts.client}</TableCell>}
            <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{texts.specialites}</TableCell>
            <TableCell>{texts.agents}</TableCell>
            <TableCell>{texts.statut}</TableCell>
            {onEdit && <TableCell align="right">{texts.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {sites.map((site) => (
            <TableRow key={site.id} hover>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={siteHref(site.id)} sx={{ fontWeight: 600 }}>
                  {site.name}
                </Link>
              </TableCell>
              <TableCell>{addressLine(site) || '—'}</TableCell>
              {withCustomer && <TableCell>{site.customer?.name ?? '—'}</TableCell>}
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                <Specialties values={site.specialties} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{agents(site.agentsCount)}</TableCell>
              <TableCell>
                <Status site={site} />
              </TableCell>
              {onEdit && (
                <TableCell align="right">
                  <IconButton
                    aria-label={texts.modifierLeSiteName(site.name)}
                    onClick={() => onEdit(site)}
                    size="small"
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The sites as a list of blocks, for phones. */
export function SiteCards({ sites, siteHref, onEdit, withCustomer = true }: ListProps) {
  return (
    <Stack
      component="ul"
      aria-label={texts.sites}
      divider={<Divider component="li" />}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {sites.map((site) => (
        <Stack component="li" key={site.id} aria-label={site.name} spacing={0.75} sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Link component={RouterLink} to={siteHref(site.id)} sx={{ fontWeight: 600, flexGrow: 1 }}>
              {site.name}
            </Link>
            <Status site={site} />
            {onEdit && (
              <IconButton aria-label={texts.modifierLeSiteName(site.name)} onClick={() => onEdit(site)} size="small">
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
          {addressLine(site) && <Typography variant="body2">{addressLine(site)}</Typography>}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[withCustomer ? site.customer?.name : null, agents(site.agentsCount)].filter(Boolean).join(' · ')}
          </Typography>
          {site.specialties.length > 0 && <Specialties values={site.specialties} />}
        </Stack>
      ))}
    </Stack>
  );
}
