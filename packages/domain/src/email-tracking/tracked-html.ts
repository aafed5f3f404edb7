/**
 * The tracking of an HTML mail: its http(s) links go through the product's redirect (one stored link each, so the
 * redirect can only lead where the mail pointed) and a 1×1 image at the end tells the first and later opens.
 * Pure: the same html and links give the same result, so a retried delivery sends the same mail.
 */
const hrefPattern = /(<a\b[^>]*?\bhref\s*=\s*)(["'])(https?:\/\/[^"']+)\2/gi;

/** The http(s) targets of the mail's links, in order (stored once, when the mail is recorded). */
export function trackedLinksOf(html: string): string[] {
  return [...html.matchAll(hrefPattern)].map((match) => decodeEntities(match[3]));
}

/** The html as sent: links rewritten to `clickUrl(i)` in order, and the open pixel before `</body>` (or at the end). */
export function trackHtml(html: string, clickUrl: (index: number) => string, pixelUrl: string): string {
  let index = 0;
  const linked = html.replace(hrefPattern, (_all, start: string, quote: string) => {
    const url = clickUrl(index);
    index += 1;
    return `${start}${quote}${url}${quote}`;
  });
  const pixel = `<img src="${pixelUrl}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`;
  const close = linked.search(/<\/body>/i);
  return close >= 0 ? `${linked.slice(0, close)}${pixel}${linked.slice(close)}` : `${linked}${pixel}`;
}

/** `&amp;` in an attribute is `&` in the address the browser would open. */
function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}
