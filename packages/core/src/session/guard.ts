import { splitLangPath } from '../i18n/lang-path.js';
import type { AuthState } from '../stores/auth.js';

/** Who may open a route (SPEC §2). */
export type RouteAccess = 'public' | 'signedOut' | 'signedIn';

const SIGNED_OUT_ONLY = ['/signin', '/signup', '/forgetpassword', '/resetpassword'];
const SIGNED_IN_ONLY = ['/admin', '/account', '/refills/', '/tickets/', '/subscriptions/', '/personalized/'];

/** SPEC §2: which routes are for signed-out visitors only, which need sign-in, and which are open. */
export function routeAccess(path: string): RouteAccess {
  // The same page in every language: /ar/account needs sign-in as /account does.
  const bare = splitLangPath(path.split(/[?#]/)[0]!).path.replace(/\/+$/, '') || '/';
  if (SIGNED_OUT_ONLY.includes(bare)) return 'signedOut';
  if (SIGNED_IN_ONLY.some((prefix) => bare === prefix || bare.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) return 'signedIn';
  return 'public';
}

/** What the navigation guard decides. */
export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string; remember?: string }
  /** Load the user first, then ask again. */
  | { action: 'check' };

/**
 * The navigation guard (SPEC §2): signed-in users are kept out of signed-out-only pages; a
 * signed-out visitor on a sign-in-required page is sent to /signin with the target to remember,
 * at once when the login was already checked, else after the user is loaded.
 */
export function guardRoute(path: string, auth: AuthState): GuardDecision {
  const access = routeAccess(path);
  if (access === 'signedOut') return auth.loggedIn ? { action: 'redirect', to: '/' } : { action: 'allow' };
  if (access === 'public' || auth.loggedIn) return { action: 'allow' };
  return auth.checked ? { action: 'redirect', to: '/signin', remember: path } : { action: 'check' };
}
