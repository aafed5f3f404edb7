import { describe, expect, it } from 'vitest';
import { DOCX, detectContentType, XLSX, zipEntryNames } from './file-sniffing.ts';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

/** UTF-8 bytes of a text (the domain has no TextEncoder type: it runs in browsers and on the server alike). */
const utf8 = (text: string) =>
  Uint8Array.from(
    [...text].flatMap((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x80) return [code];
      if (code < 0x800) return [0xc0 | (code >> 6), 0x80 | (code & 63)];
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
    }),
  );

const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];

/** A zip archive of empty stored entries, as Office writes its documents (local headers, directory, end record). */
function zipOf(names: string[]): Uint8Array {
  const local: number[] = [];
  const central: number[] = [];
  for (const name of names) {
    const encoded = [...utf8(name)];
    const offset = local.length;
    local.push(...bytes('PK', 3, 4), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(0), ...u32(0));
    local.push(...u16(encoded.length), ...u16(0), ...encoded);
    central.push(...bytes('PK', 1, 2), ...u16(20), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...u32(0));
    central.push(...u32(0), ...u32(0), ...u16(encoded.length), ...u16(0), ...u16(0), ...u16(0), ...u16(0));
    central.push(...u32(0), ...u32(offset), ...encoded);
  }
  const end = [...bytes('PK', 5, 6), ...u16(0), ...u16(0), ...u16(names.length), ...u16(names.length)];
  end.push(...u32(central.length), ...u32(local.length), ...u16(0));
  return Uint8Array.from([...local, ...central, ...end]);
}

describe('detectContentType', () => {
  it('knows JPEG, PNG, WebP, GIF and PDF by their first bytes', () => {
    expect(detectContentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0))).toBe('image/jpeg');
    expect(detectContentType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectContentType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(detectContentType(bytes('GIF89a', 1, 0, 1, 0))).toBe('image/gif');
    expect(detectContentType(bytes('GIF87a', 1, 0, 1, 0))).toBe('image/gif');
    expect(detectContentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('knows an Excel or Word document by the entries of its zip, and refuses one with macros', () => {
    expect(detectContentType(zipOf(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml']))).toBe(XLSX);
    expect(detectContentType(zipOf(['[Content_Types].xml', 'word/document.xml']))).toBe(DOCX);
    expect(detectContentType(zipOf(['[Content_Types].xml', 'xl/workbook.xml', 'xl/vbaProject.bin']))).toBeNull();
    // Any other archive (an application, a Java archive, a plain zip) is no document.
    expect(detectContentType(zipOf(['AndroidManifest.xml', 'classes.dex']))).toBeNull();
    expect(detectContentType(zipOf(['xl/workbook.xml']))).toBeNull();
    expect(detectContentType(bytes('PK', 3, 4, 'truncated'))).toBeNull();
  });

  it('takes UTF-8 or Windows-1252 text, CSV by its name only', () => {
    const csv = utf8('\uFEFFnom;prénom;ville\r\nDupont;Élise;Besançon\r\n');
    expect(detectContentType(csv, 'agents.csv')).toBe('text/csv');
    expect(detectContentType(csv, 'agents.txt')).toBe('text/plain');
    expect(detectContentType(csv)).toBe('text/plain');
    // « Besançon » saved by a French Excel: ç is 0xE7, no UTF-8.
    expect(detectContentType(bytes('ville;code\r\nBesan', 0xe7, 'on;25000\r\n'), 'export.CSV')).toBe('text/csv');
  });

  it('refuses executables, markup and binary data, whatever their name says', () => {
    expect(detectContentType(bytes(0x7f, 'ELF', 2, 1, 1, 0, 0, 0), 'photo.png')).toBeNull();
    expect(detectContentType(bytes('MZ', 0x90, 0, 3, 0, 0, 0), 'liste.csv')).toBeNull();
    expect(detectContentType(bytes('<html><script>'), 'liste.csv')).toBeNull();
    expect(detectContentType(bytes('  <svg onload="alert(1)">'), 'logo.csv')).toBeNull();
    expect(detectContentType(bytes('<?xml version="1.0"?><x/>'))).toBeNull();
    expect(detectContentType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(detectContentType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectContentType(bytes('texte', 0x81))).toBeNull();
    expect(detectContentType(new Uint8Array())).toBeNull();
  });
});

describe('zipEntryNames', () => {
  it('lists the entries of a zip from its central directory', () => {
    expect(zipEntryNames(zipOf(['a.txt', 'dossier/b.xml']))).toEqual(['a.txt', 'dossier/b.xml']);
  });

  it('answers null for what is no readable zip', () => {
    expect(zipEntryNames(bytes('PK', 3, 4))).toBeNull();
    const broken = zipOf(['a.txt']);
    broken[broken.length - 6] = 0xff;
    expect(zipEntryNames(broken)).toBeNull();
  });
});
