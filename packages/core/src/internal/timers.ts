/** The one timer function the stores need; tests pass their own clock. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
}

/** The page's timers, looked up when used so fake timers installed later still apply. */
export const pageTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
};
