import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component downloaded when it is first needed (DESIGN §6 budgets: what a widget shows at first
 * must fit, the rest comes on demand); `failed` with a `retry` when the download failed.
 * @example const { Component, failed, retry } = useLazy(() => import('./part.js').then((m) => m.Part));
 */
export function useLazy<P>(load: () => Promise<ComponentType<P>>): { Component?: ComponentType<P>; failed?: true; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ Component?: ComponentType<P>; failed?: true }>({});
  useEffect(() => {
    let live = true;
    load().then(
      (Component) => live && setState({ Component }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
    // `load` is a module-level function of the caller's file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return { ...state, retry: () => setAttempt((count) => count + 1) };
}
