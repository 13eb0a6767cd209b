import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, processStartTime } from './data-dir-lock';

const lockOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'duely.lock'), 'utf8'));

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('data dir lock', () => {
  it('refuses a second holder while the first process lives, and frees the folder on release', () => {
    const dir = tempDir();
    // A live process that is not us, as this version and as earlier versions (the bare pid) write it.
    const parent = { pid: process.ppid, start: processStartTime(process.ppid) };
    for (const lock of [JSON.stringify(parent), String(process.ppid)]) {
      fs.writeFileSync(path.join(dir, 'duely.lock'), lock);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Duely process/);
      fs.rmSync(path.join(dir, 'duely.lock'));
    }

    const release = acquireDataDirLock(dir);
    expect(lockOf(dir)).toEqual({ pid: process.pid, start: processStartTime(process.pid) });
    release();
    expect(fs.existsSync(path.join(dir, 'duely.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'duely.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
    release();
  });

  it.runIf(processStartTime(process.pid))(
    'takes over a lock whose pid now belongs to another process (issue 2/7 item 7)',
    () => {
      const dir = tempDir();
      // The parent lives, but it is not the process that wrote this lock: that one started earlier.
      const reused = { pid: process.ppid, start: String(Number(processStartTime(process.ppid)) - 1) };
      fs.writeFileSync(path.join(dir, 'duely.lock'), JSON.stringify(reused));
      const release = acquireDataDirLock(dir);
      expect(lockOf(dir).pid).toBe(process.pid);
      release();
    },
  );
});
