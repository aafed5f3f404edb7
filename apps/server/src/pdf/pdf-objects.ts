// A small reader of a PDF's objects: enough to find an embedded file and to inspect a document's structure (the
// PDF/A checks of the tests), for the files pdfkit writes and for most others (object streams, incremental updates).
// Objects are found by scanning for « n g obj » rather than by the cross-reference table, which tolerates damaged
// tables; encrypted documents are not decoded.
import { inflateSync } from 'node:zlib';

export class PdfName {
  constructor(readonly name: string) {}
}
export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
export class PdfString {
  constructor(readonly bytes: Buffer) {}
  /** The text: UTF-16BE with its byte-order mark, UTF-8 with its own, else PDFDocEncoding (read as Latin-1). */
  text(): string {
    const b = this.bytes;
    if (b[0] === 0xfe && b[1] === 0xff) return Buffer.from(b.subarray(2)).swap16().toString('utf16le');
    if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return b.subarray(3).toString('utf8');
    return b.toString('latin1');
  }
}
export type PdfDict = { [key: string]: PdfValue };
export type PdfValue = number | boolean | null | PdfName | PdfRef | PdfString | PdfValue[] | PdfDict;

export interface PdfObject {
  num: number;
  value: PdfValue;
  /** The stream's bytes as stored (still encoded). */
  stream?: Buffer;
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };

export const isDict = (value: PdfValue | undefined): value is PdfDict =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && value.constructor === Object;
export const nameOf = (value: PdfValue | undefined): string | undefined =>
  value instanceof PdfName ? value.name : undefined;

/** Reads one value at a position; the lexer's position moves past it. */
class Lexer {
  constructor(
    readonly bytes: Buffer,
    public pos: number,
  ) {}

  private skip(): void {
    const b = this.bytes;
    while (this.pos < b.length) {
      if (WHITESPACE.has(b[this.pos]!)) this.pos++;
      else if (b[this.pos] === 0x25)
        while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
      else break;
    }
  }

  private word(): string {
    const start = this.pos;
    while (
      this.pos < this.bytes.length &&
      !WHITESPACE.has(this.bytes[this.pos]!) &&
      !DELIMITERS.has(this.bytes[this.pos]!)
    )
      this.pos++;
    return this.bytes.toString('latin1', start, this.pos);
  }

  /** The next keyword (obj, stream, endobj…) without consuming it. */
  peekWord(): string {
    this.skip();
    const at = this.pos;
    const word = this.word();
    this.pos = at;
    return word;
  }

  value(): PdfValue {
    this.skip();
    const b = this.bytes;
    const c = b[this.pos];
    if (c === 0x3c && b[this.pos + 1] === 0x3c) return this.dict();
    if (c === 0x3c) return this.hexString();
    if (c === 0x28) return this.literalString();
    if (c === 0x5b) {
      this.pos++;
      const items: PdfValue[] = [];
      for (this.skip(); b[this.pos] !== 0x5d && this.pos < b.length; this.skip()) items.push(this.value());
      this.pos++;
      return items;
    }
    if (c === 0x2f) {
      this.pos++;
      return new PdfName(
        this.word().replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
      );
    }
    const word = this.word();
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null' || word === '') {
      if (word === '') this.pos++;
      return null;
    }
    const number = Number(word);
    // « n g R » is a reference: look ahead for the generation and the R.
    if (Number.isInteger(number)) {
      const at = this.pos;
      this.skip();
      const gen = this.word();
      this.skip();
      if (/^\d+$/.test(gen) && this.bytes[this.pos] === 0x52 && this.word() === 'R')
        return new PdfRef(number, Number(gen));
      this.pos = at;
    }
    return number;
  }

  private dict(): PdfDict {
    this.pos += 2;
    const dict: PdfDict = {};
    for (this.skip(); !(this.bytes[this.pos] === 0x3e && this.bytes[this.pos + 1] === 0x3e); this.skip()) {
      if (this.pos >= this.bytes.length) break;
      const key = this.value();
      const value = this.value();
      if (key instanceof PdfName) dict[key.name] = value;
    }
    this.pos += 2;
    return dict;
  }

  private hexString(): PdfString {
    const end = this.bytes.indexOf(0x3e, this.pos);
    const hex = this.bytes.toString('latin1', this.pos + 1, end).replace(/\s/g, '');
    this.pos = end + 1;
    return new PdfString(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
  }

  private literalString(): PdfString {
    const out: number[] = [];
    let depth = 0;
    const b = this.bytes;
    for (this.pos++; this.pos < b.length; this.pos++) {
      const c = b[this.pos]!;
      if (c === 0x5c) {
        const next = String.fromCharCode(b[++this.pos]!);
        if (next in ESCAPES) out.push(ESCAPES[next]!);
        else if (/[0-7]/.test(next)) {
          let octal = next;
          while (octal.length < 3 && /[0-7]/.test(String.fromCharCode(b[this.pos + 1]!)))
            octal += String.fromCharCode(b[++this.pos]!);
          out.push(Number.parseInt(octal, 8) & 0xff);
        } else if (next === '\r' && b[this.pos + 1] === 0x0a) this.pos++;
        else if (next !== '\n' && next !== '\r') out.push(next.charCodeAt(0));
      } else if (c === 0x28) {
        depth++;
        out.push(c);
      } else if (c === 0x29) {
        if (depth-- === 0) break;
        out.push(c);
      } else out.push(c);
    }
    this.pos++;
    return new PdfString(Buffer.from(out));
  }
}

/** The objects of a PDF, its trailer, and helpers to follow references and decode streams. */
export interface PdfDocument {
  header: string;
  objects: Map<number, PdfObject>;
  trailer: PdfDict;
  resolve(value: PdfValue | undefined): PdfValue | undefined;
  decodeStream(object: PdfObject): Buffer;
}

function decode(object: PdfObject): Buffer {
  const dict = isDict(object.value) ? object.value : {};
  const filters = Array.isArray(dict.Filter) ? dict.Filter : dict.Filter ? [dict.Filter] : [];
  let data = object.stream ?? Buffer.alloc(0);
  for (const filter of filters) {
    if (nameOf(filter) !== 'FlateDecode') throw new Error(`Unsupported PDF filter ${nameOf(filter)}`);
    data = inflateSync(data);
  }
  return data;
}

/** Parses every object of a PDF file (object streams included). */
export function parsePdf(bytes: Buffer): PdfDocument {
  const text = bytes.toString('latin1');
  const objects = new Map<number, PdfObject>();
  let trailer: PdfDict = {};
  const pattern = /(\d+)\s+(\d+)\s+obj\b/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const lexer = new Lexer(bytes, match.index + match[0].length);
    const value = lexer.value();
    const object: PdfObject = { num: Number(match[1]), value };
    if (lexer.peekWord() === 'stream') {
      let start = text.indexOf('stream', lexer.pos) + 6;
      if (text[start] === '\r') start++;
      if (text[start] === '\n') start++;
      const length = isDict(value) ? value.Length : undefined;
      let end = typeof length === 'number' ? start + length : text.indexOf('endstream', start);
      // Without a direct length, the end-of-line before « endstream » is not part of the data.
      if (typeof length !== 'number' && text[end - 1] === '\n') end -= text[end - 2] === '\r' ? 2 : 1;
      object.stream = bytes.subarray(start, end);
      pattern.lastIndex = text.indexOf('endstream', end) + 9;
    } else pattern.lastIndex = lexer.pos;
    objects.set(object.num, object);
    if (isDict(value) && nameOf(value.Type) === 'XRef') trailer = value;
    if (isDict(value) && nameOf(value.Type) === 'ObjStm' && object.stream) {
      const data = decode(object);
      const numbers = data.toString('latin1', 0, Number(value.First)).trim().split(/\s+/).map(Number);
      for (let i = 0; i + 1 < numbers.length; i += 2) {
        const inner = new Lexer(data, Number(value.First) + numbers[i + 1]!);
        objects.set(numbers[i]!, { num: numbers[i]!, value: inner.value() });
      }
    }
  }
  const trailerAt = text.lastIndexOf('trailer');
  if (trailerAt >= 0) {
    const parsed = new Lexer(bytes, trailerAt + 7).value();
    if (isDict(parsed)) trailer = parsed;
  }
  const resolve = (value: PdfValue | undefined): PdfValue | undefined => {
    for (let hops = 0; value instanceof PdfRef && hops < 32; hops++) value = objects.get(value.num)?.value;
    return value;
  };
  return { header: text.slice(0, text.indexOf('\n')), objects, trailer, resolve, decodeStream: decode };
}
