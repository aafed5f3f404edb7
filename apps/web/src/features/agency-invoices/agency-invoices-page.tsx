import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  type AgencyInvoiceStatus,
  agencyInvoiceStatusLabels,
} from '@securite/domain/agency-invoices/agency-invoice-rules';
import type { AgencyInvoice } from '@securite/domain/agency-invoices/agency-invoice-schemas';
import { frenchEuros } from '@securite/domain/money/amounts';
import { formatDay } from '@securite/domain/time/calendar-day';
import { useState } from 'react';
import { FilterBar, SearchField, SelectFilter } from '../../ui/filter-bar.tsx';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { InvoiceStatusChip } from '../payments/public.ts';
import { downloadInvoice, useAdminInvoices } from './api/agency-invoices-admin-api.ts';
import { InvoiceDialog } from './invoice-dialog.tsx';
import { PaymentDialog } from './payment-dialog.tsx';

import { texts } from './texts.ts';

type StatusFilter = AgencyInvoiceStatus | 'late' | 'all';
const statusOptions = { all: texts.toutes, late: texts.enRetard, ...agencyInvoiceStatusLabels } as Record<
  StatusFilter,
  string
>;

/** Factures des agences: the platform's invoices, their payments (partial or whole), a new one, their PDF. */
export function AgencyInvoicesPage() {
  const {
    filters: values,
    setFilters,
    page,
    rowsPerPage,
    paging,
  } = useListState<{ search: string; status: StatusFilter }>({ search: '', status: 'all' }, { userSizes: true });
  const { search, status } = values;
  const debounced = useDebouncedValue(search.trim(), 300);
  const filters = {
    search: debounced || undefined,
    status: status === 'all' || status === 'late' ? undefined : status,
    late: status === 'late' ? true : undefined,
  };
  const query = useAdminInvoices({ page: page + 1, limit: rowsPerPage, filters });
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<AgencyInvoice | null>(null);
  const invoices = query.data?.data ?? [];
  return (
    <Page
      title={texts.facturesDesAgences}
      subtitle={query.data ? texts.resteAEncaisserValue(frenchEuros(query.data.balanceCents)) : undefined}
      actions={
        <Button variant="contained" onClick={() => setCreating(true)}>
          {texts.nouvelleFacture}
        </Button>
      }
    >
      <ListView
        filters={
          <FilterBar>
            <SearchField
              value={search}
              onChange={(v) => {
                setFilters((current) => ({ ...current, search: v }));
              }}
              placeholder={texts.numeroOuAgence}
            />
            <SelectFilter
              label={texts.statut}
              value={status}
              onChange={(v) => {
                setFilters((current) => ({ ...current, status: v }));
              }}
              options={statusOptions}
              sx={{ minWidth: 200 }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDesFactures}
        errorText={texts.impossibleDeChargerLes}
        empty={invoices.length === 0}
        emptyIcon={<ReceiptLongIcon fontSize="inherit" />}
        emptyTitle={texts.aucuneFactureNeCorrespond}
        paging={paging(query.data?.total ?? 0)}
      >
        <Table aria-label={texts.facturesDesAgences} size="small">
          <TableHead>
            <TableRow>
              <TableCell>{texts.numero}</TableCell>
              <TableCell>{texts.agence}</TableCell>
              <TableCell>{texts.date}</TableCell>
              <TableCell>{texts.echeance}</TableCell>
              <TableCell align="right">TTC</TableCell>
              <TableCell align="right">{texts.reste}</TableCell>
              <TableCell>{texts.statut}</TableCell>
              <TableCell>{texts.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((invoice) => (
              <TableRow key={invoice.id} hover>
                <TableCell>{invoice.number}</TableCell>
                <TableCell>{invoice.agency.name}</TableCell>
                <TableCell>{formatDay(invoice.date)}</TableCell>
                <TableCell>{formatDay(invoice.dueDate)}</TableCell>
                <TableCell align="right">{frenchEuros(invoice.totalInclTaxCents)}</TableCell>
                <TableCell align="right">{frenchEuros(invoice.balanceCents)}</TableCell>
                <TableCell>
                  <InvoiceStatusChip invoice={invoice} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    {invoice.balanceCents > 0 && (
                      <Button
                        size="small"
                        onClick={() => setPaying(invoice)}
                        aria-label={texts.enregistrerUnPaiementNumber(invoice.number)}
                      >
                        {texts.paiement}
                      </Button>
                    )}
                    <Button
                      size="small"
                      startIcon={<FileDownloadIcon />}
                      onClick={() => downloadInvoice(invoice.id, invoice.number).catch(() => undefined)}
                    >
                      PDF
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListView>
      {creating && <InvoiceDialog onClose={() => setCreating(false)} />}
      {paying && <PaymentDialog invoice={paying} onClose={() => setPaying(null)} />}
    </Page>
  );
}
