import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isGranted } from '@securite/domain/auth/access';
import { documentStatuses, documentStatusLabels } from '@securite/domain/billing/document-status';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { frenchEuros } from '@securite/domain/money/amounts';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import { FilterBar } from '../../ui/filter-bar.tsx';
import { format } from '../../ui/format.ts';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { hoursInvoiceDialog } from './action-dialog-handles.ts';
import { useDocuments } from './api/find-documents.ts';
import { useReminds } from './api/find-reminds.ts';
import { documentDialog } from './document-dialog-handle.ts';
import { families, type WebDocumentFamily } from './document-families.ts';
import { DocumentStatusChip } from './document-status-chip.tsx';
import { texts } from './texts.ts';

const label = (doc: CommercialDocument) => doc.number ?? texts.brouillon;

/**
 * Devis, Factures et avoirs, Bons de commande (spec 001 section 2, facturation group): the list with its filters,
 * a document opened in its dialog, « Nouveau … » with the create right.
 */
export function DocumentsPage({ familyKey, title }: { familyKey: WebDocumentFamily['key']; title?: string }) {
  const family = families[familyKey];
  const { agencyId, actor } = useSession();
  const id = agencyId ?? '';
  // A link may open the list filtered by a status (the dashboard's overdue invoices: ?statut=late).
  const [searchParams] = useSearchParams();
  const { filters, setFilters, page, rowsPerPage, paging } = useListState<{
    status: string;
    search: string;
    tab: 'invoices' | 'credits';
  }>(() => ({ status: searchParams.get('statut') ?? '', search: '', tab: 'invoices' }), { userSizes: true });
  const { status, search, tab } = filters;
  const debounced = useDebouncedValue(search.trim());
  const invoices = family.key === 'invoices';
  const query = useDocuments(id, family, {
    status: status || undefined,
    isInvoice: invoices ? tab === 'invoices' : undefined,
    search: debounced || undefined,
    page: page + 1,
    limit: rowsPerPage,
  });
  const docs = query.data?.data ?? [];
  const reminds = useReminds(id, family);
  const remindCount = reminds.data?.total ?? 0;
  const open = (doc?: CommercialDocument) => documentDialog.open({ agencyId: id, actor, family, doc: doc ?? null });
  const reset = (key: 'status' | 'search') => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFilters((current) => ({ ...current, [key]: value }));
  };
  return (
    <Page
      title={title ?? family.title}
      actions={
        isGranted(actor, [family.create]) && (
          <Stack direction="row" spacing={1}>
            {invoices && (
              <Button
                onClick={async () => {
                  const draft = await hoursInvoiceDialog.open({ agencyId: id });
                  if (draft) await open(draft);
                }}
              >
                {texts.facturerLesHeures}
              </Button>
            )}
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open()}>
              {family.newLabel}
            </Button>
          </Stack>
        )
      }
    >
      {remindCount > 0 && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            invoices ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setFilters((current) => ({ ...current, tab: 'invoices', status: 'late' }));
                }}
              >
                {texts.voir}
              </Button>
            ) : undefined
          }
        >
          {invoices
            ? texts.factureEnRetardRemindcount(remindCount, remindCount > 1 ? 's' : '')
            : texts.devisSansReponseRemindcount(remindCount, reminds.data?.data.map((d) => d.number).join(', '))}
        </Alert>
      )}
      {invoices && (
        <Tabs
          value={tab}
          onChange={(_, next) => {
            setFilters((current) => ({ ...current, tab: next }));
          }}
          sx={{ mb: 2 }}
        >
          <Tab value="invoices" label={texts.factures} />
          <Tab value="credits" label={texts.avoirs} />
        </Tabs>
      )}
      <ListView
        filters={
          <FilterBar>
            <TextField label={texts.rechercher} value={search} onChange={reset('search')} sx={{ minWidth: 240 }} />
            <TextField select label={texts.statut} value={status} onChange={reset('status')} sx={{ minWidth: 200 }}>
              <MenuItem value="">{texts.tousLesStatuts}</MenuItem>
              {documentStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {documentStatusLabels[s]}
                </MenuItem>
              ))}
              {invoices && <MenuItem value="late">{documentStatusLabels.late}</MenuItem>}
            </TextField>
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDesDocuments}
        errorText={texts.impossibleDeChargerLesDocuments}
        empty={docs.length === 0}
        emptyIcon={<ReceiptLongIcon fontSize="inherit" />}
        emptyTitle={texts.aucunDocumentPourLe}
        paging={paging(query.data?.total ?? 0)}
        cards={
          <Stack spacing={1.5} sx={{ p: 1.5 }}>
            {docs.map((doc) => (
              <Card key={doc.id} variant="outlined">
                <CardActionArea onClick={() => open(doc)}>
                  <CardContent>
                    <Typography sx={{ fontWeight: 600 }}>{`${label(doc)} — ${doc.customer.name}`}</Typography>
                    <Typography variant="body2">{`${format.date(doc.date)} · ${frenchEuros(doc.totalCents)}`}</Typography>
                    <DocumentStatusChip doc={doc} />
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Stack>
        }
        table={
          <Table size="small" aria-label={title ?? family.title}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.numero}</TableCell>
                <TableCell>{texts.date}</TableCell>
                <TableCell>{texts.client}</TableCell>
                <TableCell align="right">{texts.totalTtc}</TableCell>
                {invoices && <TableCell align="right">{texts.resteAPayer}</TableCell>}
                <TableCell>{texts.statut}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {docs.map((doc) => (
                <TableRow
                  key={doc.id}
                  hover
                  // A click elsewhere on the row opens it as its button does; the button takes the focus first, so
                  // that the dialog gives it back when it closes.
                  onClick={(event) => {
                    event.currentTarget.querySelector('button')?.focus();
                    open(doc);
                  }}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>
                    <Button
                      size="small"
                      onClick={(event) => {
                        // The row would open it a second time.
                        event.stopPropagation();
                        open(doc);
                      }}
                      aria-label={texts.ouvrirValue(label(doc))}
                    >
                      {label(doc)}
                    </Button>
                  </TableCell>
                  <TableCell>{format.date(doc.date)}</TableCell>
                  <TableCell>{doc.customer.name}</TableCell>
                  <TableCell align="right">{frenchEuros(doc.totalCents)}</TableCell>
                  {invoices && <TableCell align="right">{frenchEuros(doc.leftToPayCents)}</TableCell>}
                  <TableCell>
                    <DocumentStatusChip doc={doc} />
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
