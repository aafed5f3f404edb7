import type { Pdf } from './render-pdf.ts';

// A month of 500 agents draws some 80,000 strings, mostly the same few hundred (times, names, statuses): widths are
// remembered per font and size. pdfkit keeps the current font and size in fields its types do not declare.
const widths = new WeakMap<object, Map<string, number>>();

export function widthOf(doc: Pdf, text: string): number {
  const state = doc as unknown as { _font: object; _fontSize: number };
  let cache = widths.get(state._font);
  if (!cache) {
    cache = new Map();
    widths.set(state._font, cache);
  }
  const key = `${state._fontSize}|${text}`;
  let width = cache.get(key);
  if (width === undefined) {
    width = doc.widthOfString(text);
    cache.set(key, width);
  }
  return width;
}

/** The text cut with an ellipsis to fit the width in the current font (pdfkit would wrap it instead). */
export function fitText(doc: Pdf, text: string, width: number): string {
  if (widthOf(doc, text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (widthOf(doc, `${text.slice(0, middle).trimEnd()}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

/**
 * One line of text at (x, y), cut to the width and aligned by hand: given a width, pdfkit runs its line wrapper,
 * which is most of the cost of a long export.
 */
export function textLine(
  doc: Pdf,
  text: string,
  at: { x: number; y: number; width: number },
  align?: 'right' | 'center',
): void {
  const fitted = fitText(doc, text, at.width);
  const free = align ? at.width - widthOf(doc, fitted) : 0;
  doc.text(fitted, at.x + (align === 'center' ? free / 2 : free), at.y, { lineBreak: false });
}
