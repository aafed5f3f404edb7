import { inflateSync } from 'node:zlib';

// The text of each page of a pdfkit PDF drawn with embedded fonts (the invoices' Factur-X fonts), for tests: pdfkit
// writes such text as hex glyph ids, which the font's ToUnicode map turns back into characters. pdf-text.ts reads
// the standard fonts' text; this one follows each page's fonts.

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.indexOf('stream\n');
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const raw = Buffer.from(body.slice(at + 7, body.lastIndexOf('\nendstream')), 'latin1');
    let stream: Buffer;
    try {
      stream = inflateSync(raw);
    } catch {
      stream = raw;
    }
    objects.set(Number(match[1]), { dict: body.slice(0, at), stream });
  }
  return objects;
}

const ref = (dict: string, key: string) => {
  const found = dict.match(new RegExp(`/${key} (\\d+) 0 R`));
  return found ? Number(found[1]) : null;
};

/** A ToUnicode CMap as glyph id (hex) → text. */
function cmapOf(source: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexText = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = Number.parseInt(line[1]!, 16);
      const width = line[1]!.length;
      const targets = [...line[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]!);
      if (line[3]!.startsWith('[')) {
        targets.forEach((target, i) => {
          map.set((from + i).toString(16).padStart(width, '0'), hexText(target));
        });
      } else {
        const to = Number.parseInt(line[2]!, 16);
        const base = Number.parseInt(targets[0]!, 16);
        for (let code = from; code <= to; code++)
          map.set(code.toString(16).padStart(width, '0'), String.fromCodePoint(base + code - from));
      }
    }
  }
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(line[1]!.toLowerCase(), hexText(line[2]!));
  return map;
}

/** Each page's text runs, in drawing order. */
export function pdfPagesText(pdf: Buffer): string[][] {
  const objects = objectsOf(pdf);
  const cmaps = new Map<number, Map<string, string>>();
  const fontMap = (fontId: number) => {
    if (!cmaps.has(fontId)) {
      const unicode = ref(objects.get(fontId)?.dict ?? '', 'ToUnicode');
      const stream = unicode === null ? null : objects.get(unicode)?.stream;
      cmaps.set(fontId, stream ? cmapOf(stream.toString('latin1')) : new Map());
    }
    return cmaps.get(fontId)!;
  };
  const pages: string[][] = [];
  for (const object of objects.values()) {
    if (!/\/Type \/Page\b/.test(object.dict)) continue;
    const resourcesId = ref(object.dict, 'Resources');
    const resources = resourcesId === null ? object.dict : (objects.get(resourcesId)?.dict ?? '');
    const fonts = new Map<string, number>();
    const fontDict = resources.match(/\/Font\s*<<([\s\S]*?)>>/)?.[1] ?? '';
    for (const entry of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) fonts.set(entry[1]!, Number(entry[2]));
    const contentId = ref(object.dict, 'Contents');
    const content = contentId === null ? '' : (objects.get(contentId)?.stream?.toString('latin1') ?? '');
    const runs: string[] = [];
    let cmap = new Map<string, string>();
    for (const op of content.matchAll(/\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      if (op[1]) {
        const fontId = fonts.get(op[1]);
        cmap = fontId === undefined ? new Map() : fontMap(fontId);
        continue;
      }
      const hex = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!).join('');
      let text = '';
      for (let i = 0; i + 4 <= hex.length; i += 4) text += cmap.get(hex.slice(i, i + 4).toLowerCase()) ?? '';
      runs.push(text);
    }
    pages.push(runs);
  }
  return pages;
}
