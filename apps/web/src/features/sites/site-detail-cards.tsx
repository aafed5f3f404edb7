import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Site } from '@securite/domain/sites/site-schemas';
import type { ReactNode } from 'react';
import { format } from '../../ui/format.ts';
import { useSiteItems } from './api/get-site-items.ts';
import { siteItemsDialog } from './site-items-dialog.tsx';
import { SiteMap } from './site-map.tsx';

import { texts } from './texts.ts';

/** A titled card of the detail page. */
export function DetailCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={`titre-${id}`}>
      <CardHeader
        title={
          <Typography id={`titre-${id}`} variant="h6" component="h2">
            {title}
          </Typography>
        }
        action={action}
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <Divider />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ mt: 0.25 }}>{children}</Box>
    </Box>
  );
}

/** Address, customer, radius, specialties, posted agents, comments, and the map. */
export function SiteSummaryCard({ site }: { site: Site }) {
  const { street, complement, zipcode, city, country, location } = site.address;
  const address = [street, complement, [zipcode, city].filter(Boolean).join(' '), country].filter(Boolean);
  return (
    <DetailCard id="resume" title={texts.informations}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Fact label={texts.adresse}>
            {address.length ? address.map((line) => <Typography key={line}>{line}</Typography>) : '—'}
          </Fact>
          <Fact label={texts.client}>{site.customer?.name ?? texts.aucunClient}</Fact>
          <Fact label={texts.perimetre}>
            {`${format.integer(site.radius)} m`}
            {location && ` · ${location.latitude}, ${location.longitude}`}
          </Fact>
          {site.willActivate && <Fact label={texts.actifAPartirDu}>{format.date(site.willActivate)}</Fact>}
          <Fact label={texts.specialites}>
            {site.specialties.length ? (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {site.specialties.map((s) => (
                  <Chip key={s} size="small" label={s} />
                ))}
              </Stack>
            ) : (
              '—'
            )}
          </Fact>
          {site.siteUsers.length > 0 && (
            <Fact label={texts.collaborateursDuSite}>{site.siteUsers.map((u) => u.fullname).join(', ')}</Fact>
          )}
          {site.comments && (
            <Fact label={texts.commentaires}>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{site.comments}</Typography>
            </Fact>
          )}
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {location ? (
            <SiteMap label={texts.carteDuSiteName(site.name)} location={location} radius={site.radius} height={280} />
          ) : (
            <Alert severity="info">{texts.ceSiteNA}</Alert>
          )}
        </Box>
      </Stack>
    </DetailCard>
  );
}

function Rows({
  rows,
  empty,
}: {
  rows: { key: string; title: string; lines: (string | null | undefined)[] }[];
  empty: string;
}) {
  if (rows.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>;
  return (
    <Stack component="ul" divider={<Divider component="li" />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={row.key} sx={{ py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{row.title}</Typography>
          {row.lines.filter(Boolean).map((line) => (
            <Typography key={line} variant="body2" sx={{ color: 'text.secondary' }}>
              {line}
            </Typography>
          ))}
        </Box>
      ))}
    </Stack>
  );
}

export function SiteKeysCard({ site }: { site: Site }) {
  const rows = site.siteKeys.map((k, i) => ({
    key: `${i}`,
    title: k.number ? `${k.label} (n° ${k.number})` : k.label,
    lines: [k.location, k.comment],
  }));
  return (
    <DetailCard id="cles" title={texts.cles}>
      <Rows rows={rows} empty={texts.aucuneCleEnregistree} />
    </DetailCard>
  );
}

export function SiteAlarmsCard({ site }: { site: Site }) {
  const rows = site.siteAlarms.map((a, i) => ({
    key: `${i}`,
    title: a.label,
    lines: [a.code && texts.codeCode(a.code), [a.provider, a.phone].filter(Boolean).join(' · '), a.comment],
  }));
  return (
    <DetailCard id="alarmes" title={texts.alarmes}>
      <Rows rows={rows} empty={texts.aucuneAlarmeEnregistree} />
    </DetailCard>
  );
}

/** Matériel, ordered by position; staff with sites.edit change the list. */
export function SiteItemsCard({ agencyId, site, canEdit }: { agencyId: string; site: Site; canEdit: boolean }) {
  const query = useSiteItems(agencyId, site.id);
  const items = query.data?.items ?? [];
  return (
    <DetailCard
      id="materiel"
      title={texts.materiel}
      action={
        canEdit &&
        query.data && (
          <Button
            startIcon={<EditOutlinedIcon />}
            onClick={() => siteItemsDialog.open({ agencyId, siteId: site.id, items })}
          >
            {texts.modifierLaListe}
          </Button>
        )
      }
    >
      {query.isPending ? (
        <CircularProgress aria-label={texts.chargementDuMateriel} size={28} />
      ) : query.isError ? (
        <Alert severity="error">
          {texts.impossibleDeChargerLeMateriel} {query.error.message}
        </Alert>
      ) : (
        <Rows
          empty={texts.aucunMaterielSurCe}
          rows={items.map((item) => ({
            key: item.id,
            title: `${item.label} × ${format.integer(item.quantity)}`,
            lines: [item.reference && texts.refReference(item.reference), item.comment],
          }))}
        />
      )}
    </DetailCard>
  );
}
