import type { Deps } from '../lib/deps';
import { sweepExpiredSessions } from '../plugins/session';

/** One pass of background work. Every step takes `now` so tests can move the clock. */
export async function runTick(deps: Deps, now = new Date()): Promise<void> {
  await sweepExpiredSessions(deps.db, now);
  await deps.mailer.deliverDue(now);
}
