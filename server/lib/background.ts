/**
 * Work a request starts after it has answered (the password reset email: finding the account and
 * queueing the email must not show in the answer time). Tracked, so closing the app waits for it
 * before the database goes away, and a test can wait until nothing is left running.
 */
const pending = new Set<Promise<void>>();

/** Runs `task` once the current answer has gone out; a failure goes to `onError`, never further. */
export function runAfterAnswer(task: () => Promise<unknown>, onError: (err: unknown) => void): void {
  const running: Promise<void> = new Promise((resolve) => setImmediate(resolve))
    .then(task)
    .then(() => undefined, onError)
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves once every task started with runAfterAnswer (and any they started) has finished. */
export async function backgroundSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
