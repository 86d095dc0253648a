import { isLoopbackHost } from './internal/loopback.js';

// SECURITY-REVIEW-2 N1: the safety net (production checks, no stand-ins, no GraphiQL, token-only
// shop commands, no outbox page) used to follow NODE_ENV alone, so a start that left it out with a
// public PUBLIC_URL ran every stand-in in public. A shop that names an address beyond this machine
// is a production start, whatever NODE_ENV says; `npm start` (PUBLIC_URL on localhost) stays the demo.

/**
 * Whether a start runs under production's rules: NODE_ENV=production, or a PUBLIC_URL whose host
 * is not this machine.
 * @example isProductionStart(undefined, 'https://shop.example') // true
 */
export function isProductionStart(nodeEnv: string | undefined, publicUrl: string): boolean {
  return nodeEnv === 'production' || !isLoopbackHost(new URL(publicUrl).hostname);
}
