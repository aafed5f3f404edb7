/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const urlPattern = /\bhttps?:\/\/[^\s<>"']+/g;

/** Escapes plain text and makes its http(s) addresses clickable links. */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const index = match.index ?? 0;
    html += escapeHtml(text.slice(last, index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`;
    last = index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** The http(s) addresses found in a text, in order (the end-to-end tests follow the reset link this way). */
export function linksOf(text: string): string[] {
  return [...text.matchAll(urlPattern)].map((m) => m[0]);
}
