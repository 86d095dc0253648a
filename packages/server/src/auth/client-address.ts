import { isIP } from 'node:net';

/**
 * The header the Node adapter puts the socket's peer address in (http/node-adapter.ts). The
 * adapter drops any such header a client sent, so only the adapter's value ever arrives here.
 */
export const PEER_ADDRESS_HEADER = 'x-candleshop-peer-address';

const bare = (address: string) => address.trim().replace(/^::ffff:/, '');

/**
 * The client's address for throttling (SECURITY D3): the socket peer, or, when the peer is one of
 * the trusted proxies, the right-most X-Forwarded-For entry that is not itself a trusted proxy
 * (entries further left are whatever the client chose to send). `unknown` without a peer.
 */
export function clientAddress(request: Request, trustedProxies: readonly string[]): string {
  const peer = request.headers.get(PEER_ADDRESS_HEADER);
  if (!peer) return 'unknown';
  let address = bare(peer);
  const trusted = new Set(trustedProxies.map(bare));
  const forwarded = request.headers.get('x-forwarded-for');
  if (trusted.has(address) && forwarded) {
    for (const hop of forwarded.split(',').map(bare).reverse()) {
      if (!isIP(hop)) break;
      address = hop;
      if (!trusted.has(hop)) break;
    }
  }
  return address;
}
