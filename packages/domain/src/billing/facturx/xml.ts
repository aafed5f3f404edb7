// A tiny XML writer: elements as plain objects, rendered with two-space indentation so the same invoice always
// gives the same bytes.

export interface XmlElement {
  name: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: XmlChild[];
}
/** Absent children (null, undefined, false, '') are skipped, so optional business terms read as conditions. */
export type XmlChild = XmlElement | null | undefined | false | '';

// Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/FFFF) are dropped.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text or attribute value escaped for XML, characters XML cannot hold removed. */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;');
}

/** An element with text or children. */
export function el(name: string, content: string | XmlChild[], attrs?: Record<string, string>): XmlElement {
  return typeof content === 'string' ? { name, text: content, attrs } : { name, children: content, attrs };
}

/** True when nothing would be left of the text in XML: missing, blank, or only characters XML cannot hold. */
export function isBlankText(value: string | undefined | null): boolean {
  return value === undefined || value === null || value.replace(NOT_XML, '').trim() === '';
}

/** An element holding text, or nothing when the text is blank. */
export function optional(name: string, value: string | undefined, attrs?: Record<string, string>): XmlElement | null {
  return isBlankText(value) ? null : el(name, value!.trim(), attrs);
}

function render(node: XmlElement, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  const children = (node.children ?? []).filter((child): child is XmlElement => !!child);
  if (node.text !== undefined) out.push(`${pad}<${node.name}${attrs}>${escapeXml(node.text)}</${node.name}>`);
  else if (children.length === 0) out.push(`${pad}<${node.name}${attrs}/>`);
  else {
    out.push(`${pad}<${node.name}${attrs}>`);
    for (const child of children) render(child, depth + 1, out);
    out.push(`${pad}</${node.name}>`);
  }
}

/** The document with its UTF-8 declaration, ending with a newline. */
export function renderXmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  render(root, 0, out);
  return `${out.join('\n')}\n`;
}
