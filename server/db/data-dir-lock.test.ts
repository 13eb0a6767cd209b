import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

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
    fs.writeFileSync(path.join(dir, 'duely.lock'), String(process.ppid)); // a live process that is not us
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Duely process/);
    fs.rmSync(path.join(dir, 'duely.lock'));

    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'duely.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'duely.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'duely.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'duely.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
