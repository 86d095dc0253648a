import { PEER_ADDRESS_HEADER } from '../auth/client-address.js';

// SECURITY-REVIEW M10, SECURITY-REVIEW-2 N4: behind a proxy that is not in TRUSTED_PROXIES every
// visitor arrives from the proxy's address, so one client can use up everyone's per-address limits
// (sign-in, callbacks, confirmations, hand-offs). Headers come with requests, not at start, so the
// start cannot refuse it (production-check.ts expects TRUSTED_PROXIES with an https PUBLIC_URL);
// the first forwarded request says it, once per process, loudly.

const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A check for each request from the socket: the first forwarded one while `trustedProxies` is
 * empty logs one ALERT line naming the peer; nothing after it, nothing with trusted proxies.
 * @example const alertProxy = proxyAlert(accounts.trustedProxies, console.warn); alertProxy(request);
 */
export function proxyAlert(trustedProxies: readonly string[], log: (line: string) => void): (request: Request) => void {
  let said = trustedProxies.length > 0;
  return (request) => {
    if (said) return;
    const header = FORWARDED.find((name) => request.headers.has(name));
    if (!header) return;
    said = true;
    log(
      `candleshop: ALERT: a request came with ${header} from ${request.headers.get(PEER_ADDRESS_HEADER) ?? 'an unknown peer'} but TRUSTED_PROXIES is empty: ` +
        'if a proxy is in front of this server, every visitor shares its address for the per-address limits; set TRUSTED_PROXIES to its address (README "Running in production")',
    );
  };
}
