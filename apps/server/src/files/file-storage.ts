import type { Readable } from 'node:stream';

/** What a stored object is, besides its bytes. */
export interface StoredFileInfo {
  contentType: string;
  size: number;
}

/** A stored object: its bytes as a stream (read it once) and its metadata. */
export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

/**
 * Where uploads, photos, signatures and generated PDFs live: local disk by default, S3-compatible storage
 * when configured. Keys are made by the server (never from user input) and checked by `assertSafeKey`.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the object whole or not at all; an existing key is replaced. */
  put(key: string, body: Uint8Array | Readable, contentType: string): Promise<StoredFileInfo>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Refusal of a key that could leave the storage root or name a reserved path: a programming error. */
export class UnsafeFileKeyError extends Error {
  constructor(key: string) {
    super(`Clé de fichier refusée : ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'UnsafeFileKeyError';
  }
}

// Segments of letters, digits, '_', '-' and '.', never starting with a dot: no '..', no hidden or reserved
// names, no absolute path, no backslash or drive letter.
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Throws unless the key is a relative path of safe segments. */
export function assertSafeKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512 || !SAFE_KEY.test(key)) {
    throw new UnsafeFileKeyError(String(key));
  }
}

/** Reads a whole stream into one buffer. */
export async function bufferOf(body: Uint8Array | Readable): Promise<Buffer> {
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}
