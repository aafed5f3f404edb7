import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { bufferOf, UnsafeFileKeyError } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'local-storage-'));
const storage = createLocalStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  it('stores bytes with their content type and reads them back', async () => {
    const info = await storage.put('agence/photo.png', Buffer.from('image'), 'image/png');
    expect(info).toEqual({ contentType: 'image/png', size: 5 });
    expect(await storage.exists('agence/photo.png')).toBe(true);
    const file = await storage.get('agence/photo.png');
    expect(file?.contentType).toBe('image/png');
    expect(file?.size).toBe(5);
    expect((await bufferOf(file!.body)).toString()).toBe('image');
    expect(fs.readFileSync(path.join(root, 'agence', 'photo.png'), 'utf8')).toBe('image');
  });

  it('writes a stream and replaces an existing object whole', async () => {
    await storage.put('doc', Buffer.from('ancien contenu'), 'text/plain');
    await storage.put('doc', Readable.from([Buffer.from('nou'), Buffer.from('veau')]), 'application/pdf');
    const file = await storage.get('doc');
    expect(file?.contentType).toBe('application/pdf');
    expect((await bufferOf(file!.body)).toString()).toBe('nouveau');
  });

  it('leaves no temporary file behind, even when the stream fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('coupure'));
      },
    });
    await expect(storage.put('echec', failing, 'text/plain')).rejects.toThrow('coupure');
    expect(await storage.exists('echec')).toBe(false);
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('answers null and false for a missing object, and deletes quietly', async () => {
    expect(await storage.get('absent')).toBeNull();
    expect(await storage.exists('absent')).toBe(false);
    await storage.put('a-supprimer', Buffer.from('x'), 'text/plain');
    await storage.delete('a-supprimer');
    await storage.delete('a-supprimer');
    expect(await storage.exists('a-supprimer')).toBe(false);
    expect(await storage.get('a-supprimer')).toBeNull();
  });

  it.each([
    '../evasion',
    'a/../../evasion',
    '/etc/passwd',
    '..',
    '.meta/x',
    '.tmp/x',
    'a/./b',
    'a//b',
    'a\\b',
    'C:evasion',
    'nul\u0000',
    '',
    'é',
    'x'.repeat(513),
  ])('refuses the unsafe key %j without touching the disk', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(UnsafeFileKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(UnsafeFileKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(UnsafeFileKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(UnsafeFileKeyError);
    expect(fs.existsSync(path.join(root, '..', 'evasion'))).toBe(false);
  });
});
