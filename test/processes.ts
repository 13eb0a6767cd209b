/**
 * Duely's own entry points as real child processes (`npm start`, `npm run worker`), for tests that
 * need a process to survive or to exit: its output is kept, its exit awaited.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface DuelyProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  output(): string;
}

/** Runs `script` (e.g. `server/main.ts`) as `npm start` does, with `env` over this process's environment. */
export function spawnDuely(script: string, env: Record<string, string>): DuelyProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Polls `check` until it holds; fails after `ms`. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms: number, what = 'condition') {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}
