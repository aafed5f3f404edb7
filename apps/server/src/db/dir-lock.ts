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
 * When the process started, in clock ticks since boot (Linux: field 22 of /proc/<pid>/stat); null elsewhere or
 * when it cannot be read. With the pid, it names one process: a pid reused by another program has another time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** The lock file's holder: `pid` alone (older servers) or `pid start-time`. */
function parseHolder(text: string): { pid: number; started: string | null } {
  const [pid, started] = text.trim().split(/\s+/);
  return { pid: Number(pid), started: started ?? null };
}

/** Whether the holder of a lock still runs: its pid is alive and, when both are known, started at the same time. */
function holderRuns(holder: { pid: number; started: string | null }): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || holder.pid === process.pid) return false;
  if (!processAlive(holder.pid)) return false;
  const now = holder.started ? processStartTime(holder.pid) : null;
  return !(holder.started && now && now !== holder.started);
}

/**
 * PGlite is a single-process database: a second process opening the same directory would corrupt it.
 * This takes an exclusive lock file holding our pid and start time. A lock left by a process that is gone (killed,
 * crashed, the machine or container restarted) is taken over, even when its pid now belongs to another program.
 */
export function acquireDirLock(dir: string): () => void {
  const lockPath = path.join(dir, 'server.lock');
  const mine = `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, mine, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === mine) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseHolder(fs.readFileSync(lockPath, 'utf8'));
      if (holderRuns(holder)) {
        throw new Error(
          `Le dossier de données ${dir} est déjà utilisé par le processus ${holder.pid}. ` +
            'La base embarquée (PGlite) ne peut être ouverte que par un seul processus : ' +
            'arrêtez l’autre serveur, ou utilisez PostgreSQL (DATABASE_URL) pour plusieurs processus.',
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Impossible de verrouiller ${dir}.`);
}
