import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AccountingFormat } from '@securite/domain/accounting/accounting-schemas';
import type { ExportFormat, ExportType } from '@securite/domain/payroll/payroll-schemas';
import { useId } from 'react';
import { exportTexts as texts } from '../texts.ts';
import { type ExportFileRequest, useExportFile } from './api/export-file.ts';

/** One export of the page: its title, what it holds, a button per format and a progress bar while it runs. */
export function ExportCard({
  agencyId,
  type,
  month,
  title,
  description,
  formats,
}: {
  agencyId: string;
  type: ExportType | 'accounting';
  month: string;
  title: string;
  description: string;
  formats: readonly (ExportFormat | AccountingFormat)[];
}) {
  const titleId = useId();
  const run = useExportFile(agencyId);
  const running = run.isPending ? run.variables?.format : null;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>
        {run.isPending && (
          <>
            <LinearProgress sx={{ mt: 2 }} aria-label={texts.running} />
            <Typography variant="body2" sx={{ mt: 1 }} role="status">
              {texts.running}
            </Typography>
          </>
        )}
        {run.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {run.error instanceof Error && run.error.message ? run.error.message : texts.failed}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {formats.map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={run.isPending && running !== format}
            loading={running === format}
            aria-label={texts.download(texts[format], title)}
            onClick={() => run.mutate({ type, month, format } as ExportFileRequest)}
          >
            {texts[format]}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
}
