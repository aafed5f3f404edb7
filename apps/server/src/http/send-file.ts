import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Response schema of routes that send a file (the Buffer is sent as is, without serialization). */
export const zFile = z.string().describe('Fichier (PDF, PNG ou CSV)');

/** Sends a generated file, inline (shown by the browser) or as a download. */
export function sendFile(
  reply: FastifyReply,
  file: { body: Buffer; contentType: string; filename: string },
  disposition: 'inline' | 'attachment' = 'inline',
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** A file-name-safe form of a name (no accents, no spaces); the fallback when nothing is left. */
export function slug(value: string, fallback: string): string {
  return (
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || fallback
  );
}
