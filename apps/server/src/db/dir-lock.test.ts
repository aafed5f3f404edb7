import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirLock, processStartTime } from './dir-lock.ts';

const dirs: string[] = [];
const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dir-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A pid that no process has now: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

describe('the data directory lock', () => {
  it('holds our pid and start time, refuses a second holder while we run, and is removed on release', () => {
    const dir = scratch();
    const release = acquireDirLock(dir);
    const lock = path.join(dir, 'server.lock');
    expect(fs.readFileSync(lock, 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid) ?? ''}`.trim());
    // Another process's view of the same lock: written by a live pid (the parent's) with its real start time.
    const parent = process.ppid;
    fs.writeFileSync(lock, `${parent} ${processStartTime(parent) ?? ''}`.trim());
    expect(() => acquireDirLock(dir)).toThrow(`déjà utilisé par le processus ${parent}`);
    fs.writeFileSync(lock, `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim());
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('takes over the lock of a killed process, in the old format (pid alone) too', async () => {
    const dir = scratch();
    const lock = path.join(dir, 'server.lock');
    for (const content of [`${await deadPid()} 12345`, String(await deadPid())]) {
      fs.writeFileSync(lock, content);
      const release = acquireDirLock(dir);
      expect(fs.readFileSync(lock, 'utf8').split(' ')[0]).toBe(String(process.pid));
      release();
    }
  });

  it.skipIf(processStartTime(process.pid) === null)(
    'takes over a lock whose pid now belongs to another program (a restarted container reuses pids)',
    () => {
      const dir = scratch();
      const lock = path.join(dir, 'server.lock');
      // The parent runs, but it is not the process that wrote this lock: that one started at another time.
      fs.writeFileSync(lock, `${process.ppid} 1`);
      const release = acquireDirLock(dir);
      expect(fs.readFileSync(lock, 'utf8').split(' ')[0]).toBe(String(process.pid));
      release();
    },
  );
});
