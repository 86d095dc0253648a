import { isLoopbackHost } from '../internal/loopback.js';
import { textResponse } from './responses.js';

// SECURITY-REVIEW L8: a request whose Host is not the shop's is refused, so a DNS-rebinding page
// (attacker.example resolving to 127.0.0.1) cannot drive a shop on a developer's machine. Ports
// are not compared: rebinding needs a foreign name, and a proxy may or may not pass the port on.

/** Which Host names a shop answers: PUBLIC_URL's, and loopback names when `loopback` (outside production, or SHOP_DEMO=on). */
export interface HostRule {
  publicUrl: string;
  loopback: boolean;
}

/** Whether a request's host name (from its Host header, as the Node adapter builds the URL) is the shop's. */
export function hostAllowed(hostname: string, rule: HostRule): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === new URL(rule.publicUrl).hostname.toLowerCase() || (rule.loopback && isLoopbackHost(name));
}

/**
 * The 421 answer for a request to a host this shop is not, or undefined to serve it. Load
 * balancers' health checks (`/healthz`, `/readyz`) often name the instance's own address and
 * reveal nothing, so they pass.
 */
export function refuseForeignHost(request: Request, rule: HostRule): Response | undefined {
  const { hostname, pathname } = new URL(request.url);
  if (pathname === '/healthz' || pathname === '/readyz' || hostAllowed(hostname, rule)) return undefined;
  return textResponse(421, 'Misdirected request: this server answers only for its PUBLIC_URL host');
}
