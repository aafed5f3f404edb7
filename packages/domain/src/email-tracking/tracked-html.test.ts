import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackedLinksOf, trackHtml } from './tracked-html.ts';

const click = (i: number) => `https://app.test/api/mail/click/tok/${i}`;
const pixel = 'https://app.test/api/mail/open/tok.gif';

describe('tracked html', () => {
  it('rewrites each http(s) link in order and puts the pixel before </body>', () => {
    const html =
      '<html><body><a href="https://a.test/x?y=1&amp;z=2">A</a> <a class="b" href=\'http://b.test\'>B</a> <a href="mailto:x@y.fr">M</a></body></html>';
    expect(trackedLinksOf(html)).toEqual(['https://a.test/x?y=1&z=2', 'http://b.test']);
    const tracked = trackHtml(html, click, pixel);
    expect(tracked).toContain('<a href="https://app.test/api/mail/click/tok/0">A</a>');
    expect(tracked).toContain('<a class="b" href=\'https://app.test/api/mail/click/tok/1\'>B</a>');
    expect(tracked).toContain('href="mailto:x@y.fr"');
    expect(tracked).toMatch(/<img src="https:\/\/app\.test\/api\/mail\/open\/tok\.gif"[^>]*><\/body><\/html>$/);
  });

  it('appends the pixel to a fragment without a body', () => {
    expect(trackHtml('<p>Bonjour</p>', click, pixel)).toMatch(/^<p>Bonjour<\/p><img /);
  });

  it('rewrites as many links as it finds, whatever the text around them', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.string().map((s) => s.replace(/[<>"']/g, '')),
            fc.webUrl(),
          ),
          { maxLength: 8 },
        ),
        (parts) => {
          const html = parts.map(([text, url]) => `${text}<a href="${url}">${text}</a>`).join('');
          const links = trackedLinksOf(html);
          expect(links).toHaveLength(parts.filter(([, url]) => !/["']/.test(url)).length);
          const tracked = trackHtml(html, click, pixel);
          expect(trackedLinksOf(tracked)).toEqual(links.map((_, i) => click(i)));
        },
      ),
      // Web addresses are slow to generate: fewer runs, and room for a loaded machine.
      { numRuns: 40 },
    );
  }, 30_000);
});
