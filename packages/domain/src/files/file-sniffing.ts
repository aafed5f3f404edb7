/**
 * What a file really is, read from its bytes: never from its name or the type the client declared, which anyone
 * may set (an executable renamed photo.png, an HTML page sent as application/pdf).
 */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type DetectedContentType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/gif'
  | 'application/pdf'
  | typeof XLSX
  | typeof DOCX
  | 'text/csv'
  | 'text/plain';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u16 = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;

/** The entry names of a zip archive, from its central directory; null when it is not a readable zip. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  // The end-of-central-directory record: within the last 22 bytes plus the longest comment.
  const end = ascii('PK\u0005\u0006');
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (startsWith(bytes, end, at)) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = u16(bytes, eocd + 10);
  let at = u32(bytes, eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (!startsWith(bytes, ascii('PK\u0001\u0002'), at)) return null;
    const nameLength = u16(bytes, at + 28);
    const extra = u16(bytes, at + 30);
    const comment = u16(bytes, at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    // Byte by byte: the names looked for are ASCII, whatever the others are.
    names.push(String.fromCharCode(...bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

/** An Office Open XML document (Excel or Word), never one carrying macros. */
function officeType(bytes: Uint8Array): DetectedContentType | null {
  const names = zipEntryNames(bytes);
  if (!names?.includes('[Content_Types].xml')) return null;
  if (names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) return null;
  if (names.includes('xl/workbook.xml')) return XLSX;
  if (names.includes('word/document.xml')) return DOCX;
  return null;
}

// Bytes no text file holds: controls other than tab, line feed, form feed and carriage return, and (when not
// UTF-8) the five bytes Windows-1252 leaves undefined.
const isControl = (byte: number) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d;
const undefinedIn1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
/** Markup a browser would run if it ever took the file for a page. */
const MARKUP = /^\s*<(?:!doctype|html|head|body|script|svg|iframe|object|embed|\?xml)/i;

/** Whether the bytes are well-formed UTF-8 (a character cut at the very end counts as well-formed). */
function isUtf8(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; ) {
    const byte = bytes[i];
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte < 0xe0
          ? 2
          : byte >= 0xe0 && byte < 0xf0
            ? 3
            : byte >= 0xf0 && byte < 0xf5
              ? 4
              : 0;
    if (length === 0) return false;
    for (let k = 1; k < length; k++) {
      if (i + k >= bytes.length) return true;
      if ((bytes[i + k] & 0xc0) !== 0x80) return false;
    }
    i += length;
  }
  return true;
}

/**
 * Text as spreadsheets and editors write it: UTF-8 (with or without its mark) or Windows-1252 (what a French
 * Excel saves as CSV, a few accented bytes among plain ones), no control byte, and no HTML, SVG or XML markup.
 */
function isText(bytes: Uint8Array): boolean {
  if (bytes.some(isControl)) return false;
  if (!isUtf8(bytes)) {
    if (bytes.some((byte) => undefinedIn1252.has(byte))) return false;
    // Accented letters are a few bytes in a French text; binary data is made of them.
    if (bytes.filter((byte) => byte >= 0x80).length > bytes.length * 0.3) return false;
  }
  // Markup is ASCII: the start of the file, accents blanked, says whether it is some.
  const start = String.fromCharCode(...bytes.subarray(0, 512).map((byte) => (byte < 0x80 ? byte : 0x20)));
  return !MARKUP.test(start.replace(/^\s+/, ''));
}

/**
 * The real format of a file from its bytes — JPEG, PNG, WebP, GIF, PDF, an Excel or Word document, or text — or
 * null for anything else (executables, archives, pages, scripts). The name only tells CSV from plain text, which
 * no byte can.
 */
export function detectContentType(bytes: Uint8Array, name?: string | null): DetectedContentType | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, ascii('PK\u0003\u0004'))) return officeType(bytes);
  if (isText(bytes)) return /\.csv$/i.test(name?.trim() ?? '') ? 'text/csv' : 'text/plain';
  return null;
}
