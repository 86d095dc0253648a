/** The most tasks waiting at once; more are refused (every queue has a bound). */
export const BACKGROUND_LIMIT = 200;

const pending = new Set<Promise<void>>();

/**
 * Runs `task` after the answer that started it (SECURITY-REVIEW L15: a reset mail must not make
 * a known email answer slower than an unknown one). A failure is logged as `what`; past
 * {@link BACKGROUND_LIMIT} waiting tasks the task is dropped and logged.
 * @returns false when the task was dropped
 * @example runInBackground('reset mail', () => mailer.send(message));
 */
export function runInBackground(what: string, task: () => Promise<unknown>): boolean {
  if (pending.size >= BACKGROUND_LIMIT) {
    console.error(`candleshop: ${what} dropped: ${BACKGROUND_LIMIT} background tasks already waiting`);
    return false;
  }
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => console.error(`candleshop: ${what} failed`, error),
    )
    .finally(() => pending.delete(run));
  pending.add(run);
  return true;
}

/** Resolves once every task waiting now (and any they start) has finished: for tests and shutdown. */
export async function backgroundSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
