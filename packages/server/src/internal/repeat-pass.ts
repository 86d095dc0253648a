/**
 * Runs `pass` every `intervalMs` without keeping the process alive; a failed pass goes to
 * `failed` and the next one runs as planned. Call the answer to stop: it resolves once a pass
 * under way ends (shutdown closes the database after it).
 * @example const stop = repeatPass(() => sweepUploads(db), 3_600_000, console.error);
 */
export function repeatPass(pass: () => Promise<unknown>, intervalMs: number, failed: (error: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = pass().catch(failed);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
