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

// The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two).
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) =>
    (part ? part.split(':') : []).flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client address is throttled under (SECURITY-REVIEW M10): an IPv4 address as it is;
 * an IPv6 address by its /64, the block one subscriber gets, so rotating through it does not
 * give new attempts. Anything else (`unknown`) as it is.
 * @example throttleKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function throttleKey(address: string): string {
  const bareAddress = address.replace(/%.*$/, '');
  if (isIP(bareAddress) !== 6) return address;
  const prefix = ipv6Groups(bareAddress.toLowerCase())
    .slice(0, 4)
    .map((group) => group.toString(16));
  return `${prefix.join(':')}::/64`;
}
