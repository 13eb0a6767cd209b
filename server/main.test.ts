import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnDuely, waitFor } from '../test/processes';

/** `npm start` as a newcomer runs it: a real process on the embedded database. */
function start(dataDir: string, port: number) {
  return spawnDuely('server/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    SKIP_CLIENT_BUILD: '1',
    LOG_LEVEL: 'warn',
  });
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

describe('npm start', () => {
  it('serves, refuses a second process on the same data folder, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-start-'));
    const port = await freePort();
    const first = start(dataDir, port);
    children.push(first.child);
    await waitFor(() => first.output().includes('Duely is running at'), 90_000);
    expect(first.output()).toContain(`http://127.0.0.1:${port}`);
    expect(first.output()).toContain(`Database: embedded PGlite in ${dataDir}`);
    expect(first.output()).toMatch(/Email: +outbox only/);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

    const second = start(dataDir, await freePort());
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Duely process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'duely.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
