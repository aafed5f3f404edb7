/**
 * The sponsorship description's rich text: a small Markdown subset (paragraphs, « - » bullet lists, « ## » titles,
 * **bold**, *italic* and [links](https://…)), parsed into a tree that the web app renders as React elements. No
 * HTML is ever read from it, so nothing a writer types can run in a reader's browser.
 */
export type RichInline =
  | { type: 'text'; text: string }
  | { type: 'bold'; children: RichInline[] }
  | { type: 'italic'; children: RichInline[] }
  | { type: 'link'; href: string; children: RichInline[] };

export type RichBlock =
  | { type: 'paragraph'; children: RichInline[] }
  | { type: 'heading'; children: RichInline[] }
  | { type: 'list'; items: RichInline[][] };

const SAFE_HREF = /^(https?:\/\/|mailto:)[^\s<>"]+$/i;

/** Parses one line's inline marks; unbalanced marks stay as written. */
export function parseInline(text: string): RichInline[] {
  const out: RichInline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('**', i)) {
      const end = text.indexOf('**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ type: 'bold', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (text[i] === '*' && text[i + 1] !== '*') {
      const end = text.indexOf('*', i + 1);
      if (end > i + 1 && text[end + 1] !== '*') {
        flush();
        out.push({ type: 'italic', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (text[i] === '[') {
      const close = text.indexOf('](', i + 1);
      const end = close > i ? text.indexOf(')', close + 2) : -1;
      const href = end > close ? text.slice(close + 2, end).trim() : '';
      if (close > i + 1 && end > close && SAFE_HREF.test(href)) {
        flush();
        out.push({ type: 'link', href, children: parseInline(text.slice(i + 1, close)) });
        i = end + 1;
        continue;
      }
    }
    buffer += text[i];
    i++;
  }
  flush();
  return out;
}

/** Parses the whole text into blocks: blank lines separate paragraphs; « - » lines make a list; « ## » a title. */
export function parseRichText(source: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let paragraph: string[] = [];
  let list: RichInline[][] | null = null;
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ type: 'list', items: list });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const item = /^\s*[-*•]\s+(.*)$/.exec(line);
    const heading = /^\s*#{1,3}\s+(.*)$/.exec(line);
    if (line.trim() === '') {
      endParagraph();
      endList();
    } else if (item) {
      endParagraph();
      list ??= [];
      list.push(parseInline(item[1]));
    } else if (heading) {
      endParagraph();
      endList();
      blocks.push({ type: 'heading', children: parseInline(heading[1]) });
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return blocks;
}

/** The text without its marks (a preview line, a search). */
export function plainTextOf(source: string): string {
  const inline = (nodes: RichInline[]): string =>
    nodes.map((n) => (n.type === 'text' ? n.text : inline(n.children))).join('');
  return parseRichText(source)
    .map((b) => (b.type === 'list' ? b.items.map((i) => `• ${inline(i)}`).join('\n') : inline(b.children)))
    .join('\n\n');
}
