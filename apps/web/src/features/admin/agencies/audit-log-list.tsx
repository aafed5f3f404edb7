import HistoryIcon from '@mui/icons-material/History';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_TABLE_PAGE_SIZE } from '@securite/domain/admin/agency-schemas';
import { type AuditLogEntry, auditActionLabel } from '@securite/domain/admin/schemas';
import { type ReactNode, useState } from 'react';
import { format } from '../../../ui/format.ts';
import { ListView } from '../../../ui/list-view.tsx';
import { texts } from '../texts.ts';
import { useAuditLog } from './api/find-audit-log.ts';

/** What an entry is about, in a few words (the target's name or e-mail, the counts of an import…). */
export function auditDetails(entry: AuditLogEntry): string {
  const data = (entry.data ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof data.email === 'string') parts.push(data.email);
  if (typeof data.name === 'string' && entry.action !== 'agency.enter' && entry.action !== 'agency.leave')
    parts.push(data.name);
  if (typeof data.fileName === 'string') parts.push(data.fileName);
  const created = data.created as Record<string, number> | undefined;
  if (created && typeof created === 'object') {
    parts.push(
      [
        format.count(created.customers ?? 0, 'client'),
        format.count(created.sites ?? 0, 'site'),
        format.count(created.agents ?? 0, 'collaborateur'),
      ].join(', '),
    );
  }
  if (typeof data.skipped === 'number' && data.skipped > 0)
    parts.push(format.count(data.skipped, texts.ligneIgnoree, texts.lignesIgnorees));
  if (typeof data.customers === 'number' && typeof data.agents === 'number' && !created) {
    parts.push(`${format.count(data.customers, 'client')}, ${format.count(data.agents, 'collaborateur')}`);
  }
  if (typeof data.message === 'string') parts.push(data.message);
  if (typeof data.title === 'string') parts.push(data.title);
  if (Array.isArray(data.changed) && data.changed.length) parts.push(texts.modifieValue(data.changed.join(', ')));
  if (typeof data.locked === 'boolean') parts.push(data.locked ? texts.verrouillee : texts.deverrouillee);
  return parts.join(' · ');
}

/** The audit log as a table, newest first, 25 a page: for one agency (its sheet) or the whole platform. */
export function AuditLogList({
  agencyId = null,
  action = null,
  filters,
  showAgency = false,
  bare = false,
}: {
  agencyId?: string | null;
  action?: string | null;
  filters?: ReactNode;
  showAgency?: boolean;
  bare?: boolean;
}) {
  const [page, setPage] = useState(0);
  const query = useAuditLog({ agencyId, action, page: page + 1, limit: ADMIN_TABLE_PAGE_SIZE });
  const rows = query.data?.data ?? [];
  return (
    <ListView
      bare={bare}
      filters={filters}
      query={query}
      loadingLabel={texts.chargementDuJournalD}
      errorText={texts.impossibleDeChargerLe}
      empty={rows.length === 0}
      emptyIcon={<HistoryIcon fontSize="inherit" />}
      emptyTitle={texts.aucuneActionEnregistree}
      paging={{ count: query.data?.total ?? 0, page, onPageChange: setPage, rowsPerPage: ADMIN_TABLE_PAGE_SIZE }}
    >
      <TableContainer>
        <Table aria-label={texts.journalDAudit} size="small">
          <TableHead>
            <TableRow>
              <TableCell>{texts.date}</TableCell>
              <TableCell>{texts.action}</TableCell>
              {showAgency && <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{texts.agence}</TableCell>}
              <TableCell>{texts.par}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{texts.details}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.createdAt)}</TableCell>
                <TableCell>{auditActionLabel(entry.action)}</TableCell>
                {showAgency && (
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{entry.agencyName ?? '—'}</TableCell>
                )}
                <TableCell>
                  <Typography variant="body2">
                    {entry.actor?.fullname || entry.actor?.email || texts.systeme}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {auditDetails(entry)}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ListView>
  );
}
