import ArticleIcon from '@mui/icons-material/Article';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AgencyReport } from '@securite/domain/agency-reports/agency-report-schemas';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { DayInput } from '../../ui/day-input.tsx';
import { format } from '../../ui/format.ts';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useAllSites } from '../sites/public.ts';
import { downloadAgencyReport, useAgencyReports } from './api/agency-reports-api.ts';

import { texts } from './texts.ts';

const PAGE_SIZE = 25;
const when = (report: AgencyReport) =>
  report.realStartAt && report.realEndAt
    ? `${format.dateTime(report.realStartAt)} – ${format.dateTime(report.realEndAt)}`
    : format.dateTime(report.createdAt);

function DownloadButton({ agencyId, report }: { agencyId: string; report: AgencyReport }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      aria-label={texts.telechargerLeBonValue(when(report), report.site.name)}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadAgencyReport(agencyId, report.id);
        } catch {
          // The HTTP client already showed why.
        } finally {
          setBusy(false);
        }
      }}
    >
      PDF
    </Button>
  );
}

/**
 * Bons d’intervention (customerAgencyReports): the intervention reports of the customer's sites, newest first, by
 * site and by day, each downloadable as the PDF the agency e-mailed.
 */
export function CustomerAgencyReportsPage({ title = texts.bonsDIntervention }: { title?: string }) {
  const { agencyId } = useSession();
  const id = agencyId ?? '';
  const { filters, setFilters, page, paging } = useListState(
    { siteId: '', from: '', to: '' },
    { rowsPerPage: PAGE_SIZE },
  );
  const { siteId, from, to } = filters;
  const query = useAgencyReports(id, {
    siteId: siteId || undefined,
    from: from || undefined,
    to: to || undefined,
    page: page + 1,
    limit: PAGE_SIZE,
  });
  const sites = useAllSites(agencyId ?? null);
  const reports = query.data?.data ?? [];
  const filtered = Boolean(siteId || from || to);
  const change = (key: keyof typeof filters) => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value }));
  return (
    <Page title={title} subtitle={texts.lesBonsEtablisPar}>
      <ListView
        filters={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
            <TextField
              select
              label={texts.site}
              value={siteId}
              onChange={(event) => change('siteId')(event.target.value)}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{texts.tousLesSites}</MenuItem>
              {(sites.data ?? []).map((site) => (
                <MenuItem key={site.id} value={site.id}>
                  {site.name}
                </MenuItem>
              ))}
            </TextField>
            <DayInput label={texts.du} value={from} onChange={change('from')} />
            <DayInput label={texts.au} value={to} onChange={change('to')} />
          </Stack>
        }
        query={query}
        loadingLabel={texts.chargementDesBonsD}
        errorText={texts.impossibleDeChargerLes}
        empty={reports.length === 0}
        emptyIcon={<ArticleIcon fontSize="inherit" />}
        emptyTitle={filtered ? texts.aucunBonDIntervention : texts.aucunBonDInterventionPour}
        paging={paging(query.data?.total ?? 0)}
        cards={
          <Stack spacing={1.5} sx={{ p: 1.5 }}>
            {reports.map((report) => (
              <Card key={report.id} variant="outlined">
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }}>{report.site.name}</Typography>
                  <Typography variant="body2">{when(report)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {report.agent?.fullname ?? '—'}
                  </Typography>
                  <DownloadButton agencyId={id} report={report} />
                </CardContent>
              </Card>
            ))}
          </Stack>
        }
        table={
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.intervention}</TableCell>
                <TableCell>{texts.site}</TableCell>
                <TableCell>{texts.agent}</TableCell>
                <TableCell>{texts.reference}</TableCell>
                <TableCell align="right">{texts.bon}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reports.map((report) => (
                <TableRow key={report.id}>
                  <TableCell>{when(report)}</TableCell>
                  <TableCell>{report.site.name}</TableCell>
                  <TableCell>{report.agent?.fullname ?? '—'}</TableCell>
                  <TableCell>{report.reference}</TableCell>
                  <TableCell align="right">
                    <DownloadButton agencyId={id} report={report} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
    </Page>
  );
}
