import { isIP } from 'node:net';

// SECURITY-REVIEW H1, H2, L8: "loopback" is decided from the socket's peer address (never a
// forwarded header) and, for names, from the URL or Host header as the client wrote it.

/** Whether a host name (as `new URL().hostname` gives it) names this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return isLoopbackAddress(name.replace(/^\[(.*)\]$/, '$1'));
}

/** Whether an IP address (v4, v6 or v4-mapped v6) is a loopback address; false for names. */
export function isLoopbackAddress(address: string): boolean {
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return isIP(bare) === 6 && (bare === '::1' || bare === '0:0:0:0:0:0:0:1');
}
