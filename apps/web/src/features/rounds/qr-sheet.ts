import QRCode from 'qrcode';
import { qrTextOf } from './checkpoint-look.tsx';

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
        `<figure><img src="${svgUrl(label.svg)}" alt=""><figcaption><strong>${escapeHtml(label.title)}</strong>` +
        `<span>${escapeHtml(siteName)}</span><small>${escapeHtml(label.text)}</small></figcaption></figure>`,
    )
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>QR codes – ${escapeHtml(siteName)}</title>
<style>
@page { size: A4; margin: 12mm; }
body { font-family: Roboto, Arial, sans-serif; margin: 0; color: #000; }
h1 { font-size: 14pt; margin: 0 0 6mm; }
main { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6mm; }
figure { margin: 0; padding: 4mm; border: 1px dashed #999; text-align: center; break-inside: avoid; }
img { width: 40mm; height: 40mm; }
figcaption { display: grid; gap: 1mm; margin-top: 2mm; }
strong { font-size: 11pt; }
span { font-size: 9pt; }
small { font-size: 7pt; color: #555; word-break: break-all; }
</style></head><body><h1>Points de contrôle – ${escapeHtml(siteName)}</h1><main>${cells}</main></body></html>`;
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
