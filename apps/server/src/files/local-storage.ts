import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  DEFAULT_CONTENT_TYPE,
  type FileStorage,
  type StoredFileInfo,
  UnsafeFileKeyError,
} from './file-storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * Files on local disk under `root`: the bytes at `root/{key}`, the content type beside them in
 * `root/.meta/{key}.json` and writes staged in `root/.tmp` (keys never start a segment with a dot, so these
 * never collide with an object). A write goes to a temporary file renamed into place: a reader sees the old
 * object or the new one, never half of one.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const tmpDir = path.join(base, '.tmp');
  const inside = (dir: string, key: string, suffix = '') => {
    assertSafeKey(key);
    const full = path.resolve(dir, `${key}${suffix}`);
    // Belt and braces: the key pattern already forbids every way out.
    if (!full.startsWith(base + path.sep)) throw new UnsafeFileKeyError(key);
    return full;
  };
  const dataPath = (key: string) => inside(base, key);
  const metaPath = (key: string) => inside(path.join(base, '.meta'), key, '.json');

  async function writeAtomically(target: string, body: Uint8Array | Readable): Promise<number> {
    await fs.mkdir(tmpDir, { recursive: true });
    const temp = path.join(tmpDir, randomUUID());
    try {
      const source = body instanceof Uint8Array ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
      const { size } = await fs.stat(temp);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(temp, target);
      return size;
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async function readMeta(key: string): Promise<{ contentType: string }> {
    try {
      const meta = JSON.parse(await fs.readFile(metaPath(key), 'utf8')) as { contentType?: unknown };
      return { contentType: typeof meta.contentType === 'string' ? meta.contentType : DEFAULT_CONTENT_TYPE };
    } catch {
      return { contentType: DEFAULT_CONTENT_TYPE };
    }
  }

  return {
    kind: 'local',
    async put(key, body, contentType): Promise<StoredFileInfo> {
      const target = dataPath(key);
      // The metadata first: once the bytes are in place the object is complete.
      await writeAtomically(metaPath(key), Buffer.from(JSON.stringify({ contentType })));
      const size = await writeAtomically(target, body);
      return { contentType, size };
    },
    async get(key) {
      const target = dataPath(key);
      let size: number;
      try {
        const stat = await fs.stat(target);
        if (!stat.isFile()) return null;
        size = stat.size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const { contentType } = await readMeta(key);
      return { body: createReadStream(target), contentType, size };
    },
    async delete(key) {
      await fs.rm(dataPath(key), { force: true });
      await fs.rm(metaPath(key), { force: true });
    },
    async exists(key) {
      try {
        return (await fs.stat(dataPath(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
