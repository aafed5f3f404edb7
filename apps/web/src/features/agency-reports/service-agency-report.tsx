import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { downloadAgencyReport, useResendAgencyReport, useServiceAgencyReport } from './api/agency-reports-api.ts';
import { sendingStatus } from './report-status.ts';

import { texts } from './texts.ts';

/**
 * The intervention report of a service, in the office's « Fin de service »: where its mail stands, the PDF and
 * « Renvoyer au client » after a confirmation. Nothing when the service's site makes no report.
 */
export function ServiceAgencyReport({ agencyId, serviceId }: { agencyId: string; serviceId: string }) {
  const query = useServiceAgencyReport(agencyId, serviceId);
  const resend = useResendAgencyReport(agencyId);
  const [downloading, setDownloading] = useState(false);
  const report = query.data?.report;
  if (!report) return null;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAgencyReport(agencyId, report.id);
    } catch {
      // The HTTP client already showed why.
    } finally {
      setDownloading(false);
    }
  };
  const askResend = async () => {
    const recipients = report.recipients.length ? ` (${report.recipients.join(', ')})` : '';
    const ok = await confirm({
      title: texts.renvoyerLeBonD,
      message: texts.leBonSeraRecipients(recipients),
      confirmLabel: texts.renvoyer,
    });
    if (!ok) return;
    try {
      const answer = await resend.mutateAsync(report.id);
      notify.success(answer.message);
    } catch {
      // The HTTP client already showed why.
    }
  };
  return (
    <section aria-labelledby="fin-bon-intervention">
      <Divider sx={{ my: 2.5 }} />
      <Typography id="fin-bon-intervention" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {texts.bonDIntervention}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {sendingStatus(report)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<DownloadIcon />} onClick={download} disabled={downloading}>
          {texts.telechargerLePdf}
        </Button>
        <Button size="small" startIcon={<SendIcon />} onClick={askResend} disabled={resend.isPending}>
          {texts.renvoyerAuClient}
        </Button>
      </Stack>
    </section>
  );
}
