import { inflateSync } from 'node:zlib';

// WinAnsi differs from Latin-1 in 0x80–0x9F; these are the ones French text uses.
const winAnsi: Record<string, string> = { '\x92': '’', '\x96': '–', '\x97': '—', '\x80': '€', '\x9c': 'œ' };
const fromWinAnsi = (text: string) => text.replace(/[\x80-\x9f]/g, (c) => winAnsi[c] ?? c);

/**
 * The text a pdfkit PDF draws, one string per text operation: page streams are inflated and the hex strings of
 * their TJ arrays decoded (pdfkit writes the standard fonts' text as hex, split by kerning).
 */
export function pdfText(pdf: Buffer): string[] {
  const texts: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start + 7, end);
    at = end + 10;
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const match of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      const hex = [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      texts.push(fromWinAnsi(Buffer.from(hex, 'hex').toString('latin1')));
    }
  }
  return texts;
}
