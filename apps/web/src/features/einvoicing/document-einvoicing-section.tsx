import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { needsFix } from '@securite/domain/einvoicing/lifecycle';
import type { EinvoicingFlow } from '@securite/domain/einvoicing/schemas';
import { frenchEuros } from '@securite/domain/money/amounts';
import { format } from '../../ui/format.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { useDocumentEinvoicing } from './api/get-document-einvoicing.ts';
import { useRetryDocumentEinvoicing } from './api/retry-document-einvoicing.ts';
import { statusLabels, texts } from './texts.ts';

const chipColor = (flow: EinvoicingFlow) =>
  needsFix(flow.status)
    ? 'error'
    : flow.status === 'cashed' || flow.status === 'approved' || flow.status === 'deposited'
      ? 'success'
      : 'default';

function FlowLine({ flow }: { flow: EinvoicingFlow }) {
  const amount = flow.amountCents ?? 0;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={chipColor(flow)} label={statusLabels[flow.status]} />
        {flow.kind === 'payment' && (
          <Typography variant="body2">
            {amount >= 0
              ? texts.encaissementDeclare(frenchEuros(amount))
              : texts.encaissementRepris(frenchEuros(-amount))}
          </Typography>
        )}
        {flow.flowId && (
          <Typography variant="caption" color="text.secondary">
            {texts.fluxPlateforme(flow.flowId)}
          </Typography>
        )}
      </Stack>
      {flow.reason && (
        <Typography variant="body2" color={needsFix(flow.status) ? 'error' : 'text.secondary'}>
          {flow.reason}
        </Typography>
      )}
      {flow.kind === 'invoice' && flow.history.length > 0 && (
        <Stack component="ol" aria-label={texts.historique} sx={{ m: 0, pl: 2 }}>
          {flow.history.map((step) => (
            <Typography component="li" variant="caption" key={`${step.status}-${step.at}`}>
              {`${format.dateTime(step.at)} — ${statusLabels[step.status]}${step.reason ? ` : ${step.reason}` : ''}`}
            </Typography>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * An invoice's or credit note's part of e-invoicing: whether the Directory knows the customer (before it is sent),
 * then its flow with the platform's statuses and their history, what to fix after a rejection, and the payments
 * reported. Nothing when the agency has no platform.
 */
export function DocumentEinvoicingSection({
  agencyId,
  documentId,
  version,
  canRetry = false,
}: {
  agencyId: string;
  documentId: string;
  /** Whether the user may send again an invoice that was not sent (invoices.edit). */
  canRetry?: boolean;
  /** Changes when the document does (its status, its payments): the section reads again. */
  version: string;
}) {
  const query = useDocumentEinvoicing(agencyId, documentId, version);
  const retry = useRetryDocumentEinvoicing(agencyId, documentId);
  if (query.isError)
    return (
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {texts.impossibleDeChargerTransmission}
      </Typography>
    );
  const data = query.data;
  if (!data?.enabled) return null;
  const invoiceFlow = data.flows.find((f) => f.kind === 'invoice');
  return (
    <Stack spacing={1} sx={{ mt: 2 }} aria-label={texts.transmission} component="section">
      <Typography variant="subtitle2">{texts.transmission}</Typography>
      {data.buyer.found === false && (
        <Alert severity="warning" title={texts.clientIntrouvable}>
          {data.buyer.message}
        </Alert>
      )}
      {!invoiceFlow && data.buyer.found !== false && (
        <Typography variant="body2" color="text.secondary">
          {texts.pasEncoreTransmise}
        </Typography>
      )}
      {data.flows.map((flow) => (
        <FlowLine key={flow.id} flow={flow} />
      ))}
      {data.fix && (
        <Alert
          severity="error"
          action={
            canRetry && invoiceFlow?.status === 'blocked' ? (
              <Button
                color="inherit"
                size="small"
                disabled={retry.isPending}
                onClick={() =>
                  retry.mutateAsync().then(
                    () => notify.success(texts.renvoiDemande),
                    () => undefined,
                  )
                }
              >
                {texts.renvoyer}
              </Button>
            ) : undefined
          }
        >
          <strong>{texts.aCorriger}</strong> {data.fix}
        </Alert>
      )}
    </Stack>
  );
}
