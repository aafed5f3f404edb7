import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type MailEventRow,
  type MailEventType,
  type MailKind,
  mailEventLabels,
  mailKindLabels,
} from '@securite/domain/email-tracking/email-tracking-schemas';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { FilterBar, SearchField, SelectFilter } from '../../ui/filter-bar.tsx';
import { format } from '../../ui/format.ts';
import { LIST_PAGE_SIZE, useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useMailEvents } from './api/email-tracking-api.ts';
import { MailDialog } from './mail-dialog.tsx';
import { MailEventChip } from './mail-event-chip.tsx';

import { texts } from './texts.ts';

const ALL = 'all';
const eventOptions = { [ALL]: texts.tousLesEvenements, ...mailEventLabels } as Record<
  MailEventType | typeof ALL,
  string
>;
const kindOptions = { [ALL]: texts.tousLesTypes, ...mailKindLabels } as Record<MailKind | typeof ALL, string>;

function MailEventsTable({ rows, onOpen }: { rows: MailEventRow[]; onOpen: (mailId: string) => void }) {
  return (
    <Table size="small" aria-label={texts.evenementsDesEMails}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.date}</TableCell>
          <TableCell>{texts.evenement}</TableCell>
          <TableCell>{texts.destinataire}</TableCell>
          <TableCell>{texts.objet}</TableCell>
          <TableCell>{texts.type}</TableCell>
          <TableCell>{texts.detail}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => onOpen(row.mail.id)}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.at)}</TableCell>
            <TableCell>
              <MailEventChip type={row.type} />
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{row.mail.to}</TableCell>
            <TableCell>
              {row.mail.subject}
              {row.mail.attachments > 0 && ` (${row.mail.attachments} PJ)`}
            </TableCell>
            <TableCell>{mailKindLabels[row.mail.kind]}</TableCell>
            <TableCell sx={{ color: 'text.secondary', maxWidth: 240, wordBreak: 'break-word' }}>{row.detail}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function MailEventCards({ rows, onOpen }: { rows: MailEventRow[]; onOpen: (mailId: string) => void }) {
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {rows.map((row) => (
        <Card key={row.id} variant="outlined">
          <CardActionArea onClick={() => onOpen(row.mail.id)} sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <MailEventChip type={row.type} />
              <Typography variant="body2" color="text.secondary">
                {format.dateTime(row.at)}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {row.mail.subject}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {row.mail.to} · {mailKindLabels[row.mail.kind]}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

/** email-tracking: what happened to each e-mail the agency sent, newest first, with an event filter. */
export function EmailTrackingPage() {
  const agencyId = useSession().agencyId as string;
  const { filters, setFilters, page, paging } = useListState<{
    type: MailEventType | typeof ALL;
    kind: MailKind | typeof ALL;
    search: string;
  }>({ type: ALL, kind: ALL, search: '' }, { rowsPerPage: LIST_PAGE_SIZE });
  const { type, kind, search } = filters;
  const [openMail, setOpenMail] = useState<string | null>(null);
  const searched = useDebouncedValue(search.trim(), 300);
  const query = useMailEvents(agencyId, {
    filters: {
      types: type === ALL ? undefined : [type],
      kinds: kind === ALL ? undefined : [kind],
      search: searched || undefined,
    },
    page: page + 1,
    limit: LIST_PAGE_SIZE,
    orderBy: { field: 'at', direction: 'desc' },
  });
  const rows = query.data?.data ?? [];
  const filtered = type !== ALL || kind !== ALL || searched !== '';
  const reset =
    <K extends keyof typeof filters>(key: K) =>
    (value: (typeof filters)[K]) =>
      setFilters((current) => ({ ...current, [key]: value }));

  return (
    <Page title={texts.suiviDesEMails} subtitle={texts.chaqueEMailEnvoye}>
      <ListView
        filters={
          <FilterBar>
            <SelectFilter
              label={texts.evenement}
              value={type}
              onChange={reset('type')}
              options={eventOptions}
              sx={{ minWidth: 200 }}
            />
            <SelectFilter
              label={texts.typeDEMail}
              value={kind}
              onChange={reset('kind')}
              options={kindOptions}
              sx={{ minWidth: 200 }}
            />
            <SearchField
              value={search}
              onChange={reset('search')}
              placeholder={texts.destinataireOuObjet}
              sx={{ flex: 1 }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDesEMails}
        errorText={texts.impossibleDeChargerLe}
        empty={rows.length === 0}
        emptyIcon={<MarkEmailReadIcon fontSize="inherit" />}
        emptyTitle={filtered ? texts.aucunEvenementNeCorrespond : texts.aucunEMailEnvoye}
        emptyContent={!filtered && texts.lesPlanningsFacturesDevis}
        cards={<MailEventCards rows={rows} onOpen={setOpenMail} />}
        table={<MailEventsTable rows={rows} onOpen={setOpenMail} />}
        paging={paging(query.data?.total ?? 0)}
      />
      {openMail && <MailDialog agencyId={agencyId} mailId={openMail} onClose={() => setOpenMail(null)} />}
    </Page>
  );
}
