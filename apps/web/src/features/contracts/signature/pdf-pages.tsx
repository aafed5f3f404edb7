import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';

import { texts } from '../texts.ts';

/**
 * A PDF drawn page by page as images (pdf.js on canvases), so that it reads on a phone, whose browser shows no PDF
 * inside a page. pdf.js and its worker load only here. A link to the file stays offered below.
 */
export function PdfPages({ url, title }: { url: string; title: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    setState('loading');
    (async () => {
      const [pdfjs, worker] = await Promise.all([
        import('pdfjs-dist'),
        import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
      ]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const task = pdfjs.getDocument({ url });
      destroy = () => void task.destroy();
      const pdf = await task.promise;
      const width = Math.max(host.clientWidth, 280);
      const ratio = Math.min(Math.max(globalThis.devicePixelRatio ?? 1, 1), 3);
      for (let n = 1; n <= pdf.numPages && !cancelled; n++) {
        const page = await pdf.getPage(n);
        const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = '100%';
        canvas.style.display = 'block';
        canvas.style.marginBottom = '12px';
        canvas.style.boxShadow = '0 1px 4px rgba(0,0,0,0.25)';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', texts.pageSurTitleN(title, n, pdf.numPages));
        host.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) setState('ready');
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      destroy?.();
      host.replaceChildren();
    };
  }, [url, title]);

  return (
    <Stack spacing={1}>
      {state === 'loading' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress size={20} />
          <span>{texts.chargementDuContrat2}</span>
        </Stack>
      )}
      {state === 'failed' && <Alert severity="warning">{texts.leContratNePeut}</Alert>}
      <Box
        ref={container}
        data-testid="pdf-pages"
        sx={{ bgcolor: 'grey.100', p: { xs: 0.5, sm: 1.5 }, borderRadius: 1 }}
      />
      <Link href={url} target="_blank" rel="noopener">
        {texts.ouvrirLeContratEn}
      </Link>
    </Stack>
  );
}
