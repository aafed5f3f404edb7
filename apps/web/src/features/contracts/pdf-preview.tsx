import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import type { DownloadedFile } from '../../api/download-file.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';

/**
 * The live PDF preview of a form: drawn by the server a moment after the content stops changing, shown in a frame
 * (staff on a computer). `input` null: nothing to draw yet, with the reason.
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
        setError(failure instanceof ApiError ? failure.message : 'L’aperçu n’a pas pu être affiché.');
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [settled, render]);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  return (
    <Stack spacing={1} sx={{ height: '100%', minHeight: 420 }}>
      <Typography variant="subtitle2">Aperçu PDF</Typography>
      {loading && <LinearProgress aria-label="Aperçu en cours" />}
      {error && <Alert severity="warning">{error}</Alert>}
      {!input && <Alert severity="info">{waiting}</Alert>}
      {url && input && (
        <Box
          component="iframe"
          title="Aperçu PDF du contrat"
          src={url}
          sx={{ flexGrow: 1, width: '100%', minHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
    </Stack>
  );
}
