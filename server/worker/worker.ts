import type { FastifyBaseLogger } from 'fastify';
import { isConnectionLost } from '../db/client';
import type { Deps } from '../lib/deps';
import { runTick } from './tick';

export interface Worker {
  stop(): Promise<void>;
}

/**
 * Runs a tick every intervalMs, never two at once; a failed tick is logged and the next one tries
 * again. A tick that lost its database connection (a failover, a restart: issue #22 item 1) left
 * nothing half-done, since each of its steps commits in transactions of its own; what it did not
 * finish is still due at the next tick.
 */
export function startWorker(deps: Deps, log: FastifyBaseLogger, intervalMs: number): Worker {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runTick(deps)
      .catch((err) =>
        isConnectionLost(err)
          ? log.warn({ err }, 'worker tick stopped: the database is not reachable; the next tick tries again')
          : log.error({ err }, 'worker tick failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  setImmediate(tick);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
