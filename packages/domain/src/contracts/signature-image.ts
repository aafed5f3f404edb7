import { z } from 'zod';
import { contractMessages as cm } from './messages.ts';

/** A drawn signature as signature_pad exports it: a PNG data URL. */
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/** About 300 KB of PNG: a signature drawn on a large screen stays far below. */
export const SIGNATURE_IMAGE_MAX_LENGTH = 400_000;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Whether a text is a PNG data URL of base64 within the size limit (the server checks the PNG itself). */
export function isPngDataUrl(value: string): boolean {
  if (!value.startsWith(PNG_DATA_URL_PREFIX) || value.length > SIGNATURE_IMAGE_MAX_LENGTH) return false;
  const payload = value.slice(PNG_DATA_URL_PREFIX.length);
  return payload.length >= 16 && payload.length % 4 === 0 && BASE64.test(payload);
}

export const zSignatureImage = () =>
  z.string({ error: cm.imageEmpty }).min(1, cm.imageEmpty).refine(isPngDataUrl, cm.imageInvalid);
