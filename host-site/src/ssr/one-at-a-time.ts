/**
 * Runs tasks one after another. A page render sets the page's shared stores (language, route,
 * the query answers: one registry per process on the server, as one per page in the browser), so
 * two renders must never overlap; Node runs them on one thread anyway, so this costs no speed.
 */
export function createOneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
