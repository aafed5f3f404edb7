import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import type { DownloadedFile } from '../../api/download-file.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';

import { texts } from './texts.ts';

// pdf.js draws the pages: a browser without a PDF viewer in a frame (headless, some phones) shows them too.
const PdfPages = lazy(() => import('./signature/pdf-pages.tsx').then((m) => ({ default: m.PdfPages })));

/**
 * The live PDF preview of a form: drawn by the server a moment after the content stops changing, shown
 * as page images. `input` null: nothing to draw yet, with the reason.
 */
export function PdfPreview<T>({
  input,
  waiting,
  render,
}: {
  input: T | null;
  waiting: string;
  render: (input: T, signal: AbortSignal) => Promise<DownloadedFile>;
}) {
  const settled = useDebouncedValue(input ? JSON.stringify(input) : null, 700);
  const [url, setUrl] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!settled) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    let created: string | null = null;
    render(JSON.parse(settled) as T, controller.signal)
      .then((file) => {
        created = URL.createObjectURL(file.blob);
        setUrl((old) => {
          if (old) URL.revokeObjectURL(old);
          return created;
        });
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof ApiError ? failure.message : texts.lApercuNA);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [settled, render]);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  return (
    <Stack spacing={1} sx={{ height: '100%', minHeight: 420 }}>
      <Typography variant="subtitle2">{texts.apercuPdf}</Typography>
      {loading && <LinearProgress aria-label={texts.apercuEnCours} />}
      {error && <Alert severity="warning">{error}</Alert>}
      {!input && <Alert severity="info">{waiting}</Alert>}
      {url && input && (
        <Box title={texts.apercuPdfDuContrat} sx={{ flexGrow: 1, maxHeight: '75vh', overflowY: 'auto' }}>
          <Suspense fallback={<LinearProgress />}>
            <PdfPages url={url} title={texts.apercu} />
          </Suspense>
        </Box>
      )}
    </Stack>
  );
}
