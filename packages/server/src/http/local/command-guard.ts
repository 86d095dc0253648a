import { timingSafeEqual } from 'node:crypto';
import { PEER_ADDRESS_HEADER } from '../../auth/client-address.js';
import { isLoopbackAddress } from '../../internal/loopback.js';
import { textResponse } from '../responses.js';

// SECURITY-REVIEW H1, H2, L5: the shop's commands and the local outbox answer only a caller on
// this machine, judged by the socket's peer (the Node adapter sets PEER_ADDRESS_HEADER and drops
// any a client sent), never by X-Forwarded-For: behind a proxy every caller is its address, and
// the proxy is not this machine's operator.

/** How the shop's commands are let in; undefined: they are off (production without SHOP_ADMIN_TOKEN). */
export interface ShopCommandsAccess {
  /** SHOP_ADMIN_TOKEN: asked for as well as the loopback peer. Without it, the loopback peer alone (never in production nor on a public PUBLIC_URL). */
  token?: string;
}

// SECURITY-REVIEW-2 N1: a proxy on this machine makes every internet client a loopback peer; what
// it forwards says so, so a forwarded request is never this machine's operator.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** Whether the request came over a loopback connection (the socket peer) and was not forwarded by a proxy. */
export function fromLoopbackPeer(request: Request): boolean {
  const peer = request.headers.get(PEER_ADDRESS_HEADER);
  return peer !== null && isLoopbackAddress(peer) && !FORWARDING_HEADERS.some((name) => request.headers.has(name));
}

/** Whether the request carries the shop's bearer token (compared in constant time). */
export function authorized(request: Request, token: string): boolean {
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The answer that refuses a shop command, or undefined when it may run: 404 when the commands are
 * off or the peer is not loopback (the routes do not exist for it), 405 for anything but POST,
 * 415 without a JSON body (a web page cannot send one without a CORS preflight, which these routes
 * never grant, so a page in the operator's browser cannot drive them), 401 without the token.
 */
export function refuseCommand(request: Request, access: ShopCommandsAccess | undefined): Response | undefined {
  if (!access || !fromLoopbackPeer(request)) return textResponse(404, 'Not found');
  if (request.method !== 'POST') return textResponse(405, 'Method not allowed', { allow: 'POST' });
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) return textResponse(415, 'Unsupported media type');
  if (access.token !== undefined && !authorized(request, access.token)) return textResponse(401, 'Unauthorized', { 'www-authenticate': 'Bearer' });
  return undefined;
}
