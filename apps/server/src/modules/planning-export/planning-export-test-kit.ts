import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';

/** A service row written directly (the tests do not go through the planning's batch save). */
export async function insertService(
  db: Db,
  values: Partial<typeof services.$inferInsert> & { agencyId: string; startAt: Date; endAt: Date },
) {
  const id = randomUUID();
  const [row] = await db
    .insert(services)
    .values({ id, reference: `T-${id.slice(0, 12)}`, ...values })
    .returning();
  return row;
}

/** Paris wall-clock time in December (UTC+1) as an instant. */
export const paris = (isoLocal: string) => new Date(`${isoLocal}:00+01:00`);

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

/** How many pages a PDF has. */
export function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}
