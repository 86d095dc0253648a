import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, guardRoute, rememberPage } from '@candleshop/core';
import { $landing, session } from './session.js';
import { openPath } from '../local-path.js';

/**
 * The navigation guard (SPEC §2) for the current page: answers whether the page may show. A page
 * that needs sign-in waits for the user load; a signed-out visitor is sent to /signin with the
 * target remembered; a signed-in one is kept out of signed-out-only pages.
 */
export function useGuard(path: string | undefined): boolean {
  const auth = useStore($auth);
  const landing = useStore($landing);
  const decision = path ? guardRoute(path, auth) : ({ action: 'allow' } as const);
  const target = decision.action === 'redirect' ? decision.to : undefined;
  useEffect(() => {
    if (landing || !path) return;
    if (decision.action === 'check') void session.start();
    if (decision.action === 'redirect') {
      if (decision.remember) rememberPage(decision.remember);
      openPath(decision.to, true);
    }
    // The decision is fully described by its action and target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision.action, target, path, landing]);
  // While a sign-in moves on, the page stays as it is until the next one opens.
  return landing || decision.action === 'allow';
}
