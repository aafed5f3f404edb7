import QRCode from 'qrcode';
import { qrTextOf } from './checkpoint-look.tsx';

import { texts } from './texts.ts';

export interface QrLabel {
  id: string;
  title: string;
  text: string;
  /** The QR code as an SVG document. */
  svg: string;
}

/** One label per checkpoint: its QR code (badge text, or `checkpoint:<id>` without a badge) and its title. */
export async function qrLabelsOf(checkpoints: readonly { id: string; title: string; badge: string | null }[]) {
  return Promise.all(
    checkpoints.map(async (checkpoint): Promise<QrLabel> => {
      const text = qrTextOf(checkpoint);
      const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { id: checkpoint.id, title: checkpoint.title, text, svg };
    }),
  );
}

export const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The printable page: A4, labels of 6 cm in three columns, never cut across two pages. */
export function qrSheetHtml(siteName: string, labels: readonly QrLabel[]): string {
  const cells = labels
    .map(
      (label) =>
        texts.figureImgSrcValue(svgUrl(label.svg), escapeHtml(label.title)) +
        `<span>${escapeHtml(siteName)}</span><small>${escapeHtml(label.text)}</small></figcaption></figure>`,
    )
    .join('');
  return texts.doctypeHtmlHtmlValue(escapeHtml(siteName), escapeHtml(siteName), cells);
}

/** Prints a page through a hidden frame (the app itself stays as it is), then removes the frame. */
export function printHtml(html: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
  document.body.append(frame);
  const view = frame.contentWindow;
  if (!view) {
    frame.remove();
    return;
  }
  view.document.open();
  view.document.write(html);
  view.document.close();
  const print = () => {
    view.focus();
    view.print();
    // Browsers return from print() once the dialog closes; some print asynchronously: keep the frame a while.
    setTimeout(() => frame.remove(), 60_000);
  };
  const images = [...view.document.images];
  Promise.all(images.map((img) => (img.complete ? null : new Promise((done) => img.addEventListener('load', done)))))
    .then(print)
    .catch(print);
}
