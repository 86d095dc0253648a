// SPEC §2 Navigation guard, Scroll: pages under /freelancers, /account and /order, and changes
// within one named route, keep their position; every other navigation scrolls to the top.
const KEEPS = /^\/(?:freelancers|account|order)/i;
const LANGUAGE = /^\/(?:ku|ar)(?=\/|$)/i;

/** Where a navigation goes: the route's name and the path (with or without a language prefix). */
export interface ScrollStop {
  route: string | undefined;
  path: string | undefined;
}

/**
 * Whether a navigation from `from` to `to` keeps the scroll position (SPEC §2): the destination is
 * under /freelancers, /account or /order (so /orders/{id} too, as the SPEC's prefix reads), or it
 * is the same route as before (a shop filter).
 * @example keepsScroll({ route: 'home', path: '/' }, { route: 'account', path: '/ar/account' }) // true
 */
export function keepsScroll(from: ScrollStop, to: ScrollStop): boolean {
  if (from.route === to.route) return true;
  return KEEPS.test((to.path ?? '').replace(LANGUAGE, ''));
}
