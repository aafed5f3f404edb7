import fs from 'node:fs';
import path from 'node:path';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: a second process opening the same directory would corrupt it.
 * This takes an exclusive lock file holding our pid; a stale lock (dead pid) is taken over.
 */
export function acquireDirLock(dir: string): () => void {
  const lockPath = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new Error(
          `Le dossier de données ${dir} est déjà utilisé par le processus ${pid}. ` +
            'La base embarquée (PGlite) ne peut être ouverte que par un seul processus : ' +
            'arrêtez l’autre serveur, ou utilisez PostgreSQL (DATABASE_URL) pour plusieurs processus.',
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Impossible de verrouiller ${dir}.`);
}
