import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../lib/deps';
import { runTick } from './tick';

export interface Worker {
  stop(): Promise<void>;
}

/** Runs a tick every intervalMs, never two at once; a failed tick is logged and the next one tries again. */
export function startWorker(deps: Deps, log: FastifyBaseLogger, intervalMs: number): Worker {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runTick(deps)
      .catch((err) => log.error({ err }, 'worker tick failed'))
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
