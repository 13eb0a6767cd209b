import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * When a process started, as the kernel counts it: field 22 (starttime) of /proc/<pid>/stat, in
 * clock ticks since boot (proc(5)). With the pid it names one process for good, where a pid alone
 * is given to another process once its own has ended. Undefined without /proc (not Linux) or process.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, is in parentheses and may hold spaces: count from after its ")".
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** What the lock file says: `{ pid, start }`, or the bare pid that earlier versions wrote. */
interface Holder {
  pid: number;
  start?: string;
}

function readHolder(text: string): Holder {
  try {
    const holder = JSON.parse(text) as Holder | number;
    return typeof holder === 'number' ? { pid: holder } : holder;
  } catch {
    return { pid: Number(text) };
  }
}

/** The holder still runs: its pid is alive and, where both are known, started when the lock says. */
function holds({ pid, start }: Holder): boolean {
  if (!pid || pid === process.pid || !isAlive(pid)) return false;
  const now = processStartTime(pid);
  return start === undefined || now === undefined || now === start;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite allows one process per data dir and nothing stops a second one from corrupting it, so the
 * first process writes its pid and start time to a lock file. A lock left by a dead process is taken
 * over, also when its pid now belongs to another process (issue 2/7 item 7): after a crash and a
 * reboot, or in a container, the old pid is often some other live process's.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'duely.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const holder: Holder = { pid: process.pid, start: processStartTime(process.pid) };
      fs.writeFileSync(file, JSON.stringify(holder), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(fs.readFileSync(file, 'utf8'));
      if (holds(holder)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Duely process (pid ${holder.pid}). ` +
            'Stop it first, or set DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}
