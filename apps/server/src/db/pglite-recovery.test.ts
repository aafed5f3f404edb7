import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-damaged-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('an embedded database that does not open', () => {
  it('says in French what happened and how to recover, and leaves the directory unlocked', async () => {
    const database = await openDatabase({ dataDir });
    await database.close();
    // What a power cut with fsync off can leave: the control file lost.
    fs.writeFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control'), Buffer.alloc(64));
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /ne s’ouvre pas .*PGLITE_FSYNC=false.*restaurez la dernière copie de DATA_DIR/,
    );
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 180_000);
});
