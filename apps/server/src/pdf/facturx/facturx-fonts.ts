import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// PDF/A forbids the standard 14 fonts pdfkit uses by default (they are not embedded): a Factur-X PDF draws with DejaVu
// Sans (npm dejavu-fonts-ttf, Bitstream Vera licence, DejaVu changes in the public domain), which pdfkit embeds as
// subsets. It also covers every character of French text (œ, ’, «  », €, the narrow no-break space).
const folder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The font names a Factur-X drawing may use with doc.font(name). */
export const FACTURX_FONTS = {
  Regular: 'DejaVuSans.ttf',
  Bold: 'DejaVuSans-Bold.ttf',
  Italic: 'DejaVuSans-Oblique.ttf',
  BoldItalic: 'DejaVuSans-BoldOblique.ttf',
  Condensed: 'DejaVuSansCondensed.ttf',
  CondensedBold: 'DejaVuSansCondensed-Bold.ttf',
} as const;
export type FacturXFont = keyof typeof FACTURX_FONTS;

const cache = new Map<FacturXFont, Buffer>();

/** The TrueType file of a font, read once per process. */
export function facturXFontFile(font: FacturXFont): Buffer {
  let bytes = cache.get(font);
  if (!bytes) {
    bytes = readFileSync(facturXFontPath(font));
    cache.set(font, bytes);
  }
  return bytes;
}

/** The path of a font's TrueType file. */
export function facturXFontPath(font: FacturXFont): string {
  return join(folder, FACTURX_FONTS[font]);
}
