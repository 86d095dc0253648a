import { createContext, createElement, useContext, type ReactNode } from 'react';

const ClientStateContext = createContext(true);

/**
 * Wraps a render in whether state only the browser has (the local cart in localStorage) may show:
 * not in the first render of a widget hydrating what the server rendered without it, so that the
 * two agree; in every render after.
 */
export function withClientState(ready: boolean, children: ReactNode): ReactNode {
  return createElement(ClientStateContext.Provider, { value: ready }, children);
}

/** Whether state only the browser has may show yet (see {@link withClientState}). */
export function useClientState(): boolean {
  return useContext(ClientStateContext);
}
