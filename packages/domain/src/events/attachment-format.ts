/**
 * What an attachment's data URL really holds, read from its first bytes (not its declared type): a JPEG, PNG or
 * WebP image, a PDF, or null. Kept apart from the field's photo check so that the queued message's schema and the
 * main courante's do not import each other.
 */
const DATA_URL = /^data:(image\/png|image\/jpeg|image\/webp|application\/pdf);base64,([A-Za-z0-9+/]+={0,2})$/;
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const SIGNATURES = {
  'image/png': { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  'image/jpeg': { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  'image/webp': { format: 'webp', bytes: [0x52, 0x49, 0x46, 0x46] },
  'application/pdf': { format: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
} as const;
export type AttachmentFormat = (typeof SIGNATURES)[keyof typeof SIGNATURES]['format'];

export function attachmentFormat(dataUrl: string): AttachmentFormat | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  const signature = SIGNATURES[match[1] as keyof typeof SIGNATURES];
  const head: number[] = [];
  const text = match[2].slice(0, 12);
  for (let i = 0; i + 4 <= text.length; i += 4) {
    const [a, b, c, d] = [...text.slice(i, i + 4)].map((ch) => BASE64.indexOf(ch));
    head.push((a << 2) | (b >> 4), ((b & 15) << 4) | (c >> 2), ((c & 3) << 6) | d);
  }
  return signature.bytes.every((byte, i) => head[i] === byte) ? signature.format : null;
}
