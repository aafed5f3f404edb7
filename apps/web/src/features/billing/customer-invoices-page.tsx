import DownloadIcon from '@mui/icons-material/Download';
import ReceiptIcon from '@mui/icons-material/Receipt';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { documentTypeLabels } from '@securite/domain/billing/document-types';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { frenchEuros } from '@securite/domain/money/amounts';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { format } from '../../ui/format.ts';
import { usePaging } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { downloadDocumentPdf } from './api/download-document-pdf.ts';
import { useDocuments } from './api/find-documents.ts';
import { families } from './document-families.ts';
import { DocumentStatusChip } from './document-status-chip.tsx';

import { texts } from './texts.ts';

function DownloadButton({ agencyId, doc }: { agencyId: string; doc: CommercialDocument }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      aria-label={texts.telechargerValueValue2(documentTypeLabels[doc.type].toLowerCase(), doc.number ?? '')}
      onClick={async () => {
        setBusy(true);
        await downloadDocumentPdf(agencyId, families.invoices, doc.id).catch(() => undefined);
        setBusy(false);
      }}
    >
      PDF
    </Button>
  );
}

/** Factures (customerInvoices): the customer's validated invoices and credit notes, each downloadable. */
export function CustomerInvoicesPage({ title = texts.factures }: { title?: string }) {
  const { agencyId } = useSession();
  const id = agencyId ?? '';
  const { page, rowsPerPage, paging } = usePaging();
  const query = useDocuments(id, families.invoices, { page: page + 1, limit: rowsPerPage });
  const docs = query.data?.data ?? [];
  return (
    <Page title={title} subtitle={texts.vosFacturesEtAvoirs}>
      <ListView
        query={query}
        loadingLabel={texts.chargementDesFactures}
        errorText={texts.impossibleDeChargerLesFactures}
        empty={docs.length === 0}
        emptyIcon={<ReceiptIcon fontSize="inherit" />}
        emptyTitle={texts.aucuneFacturePourLe}
        paging={paging(query.data?.total ?? 0)}
        cards={
          <Stack spacing={1.5} sx={{ p: 1.5 }}>
            {docs.map((doc) => (
              <Card key={doc.id} variant="outlined">
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{`${documentTypeLabels[doc.type]} ${doc.number}`}</Typography>
                    <DocumentStatusChip doc={doc} />
                  </Stack>
                  <Typography variant="body2">{`${format.date(doc.date)} · ${frenchEuros(doc.totalCents)} TTC`}</Typography>
                  {doc.leftToPayCents > 0 && (
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {texts.resteAPayerValue(frenchEuros(doc.leftToPayCents))}
                    </Typography>
                  )}
                  <DownloadButton agencyId={id} doc={doc} />
                </CardContent>
              </Card>
            ))}
          </Stack>
        }
        table={
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.numero}</TableCell>
                <TableCell>{texts.date}</TableCell>
                <TableCell align="right">{texts.totalTtc}</TableCell>
                <TableCell align="right">{texts.resteAPayer}</TableCell>
                <TableCell>{texts.statut}</TableCell>
                <TableCell align="right">PDF</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {docs.map((doc) => (
                <TableRow key={doc.id}>
                  <TableCell>{`${documentTypeLabels[doc.type]} ${doc.number}`}</TableCell>
                  <TableCell>{format.date(doc.date)}</TableCell>
                  <TableCell align="right">{frenchEuros(doc.totalCents)}</TableCell>
                  <TableCell align="right">{frenchEuros(doc.leftToPayCents)}</TableCell>
                  <TableCell>
                    <DocumentStatusChip doc={doc} />
                  </TableCell>
                  <TableCell align="right">
                    <DownloadButton agencyId={id} doc={doc} />
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
