import { describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '../../auth/client-address.js';
import { fromLoopbackPeer, refuseCommand } from './command-guard.js';

const command = (headers: Record<string, string>, method = 'POST') => new Request('http://localhost:8080/shop/staff/add', { method, headers, ...(method === 'POST' ? { body: '{}' } : {}) });
const json = { 'content-type': 'application/json' };

describe('the shop commands guard', () => {
  it('knows a loopback caller by the socket peer only (SECURITY-REVIEW H1, H2)', () => {
    expect(fromLoopbackPeer(command({ [PEER_ADDRESS_HEADER]: '127.0.0.1' }))).toBe(true);
    expect(fromLoopbackPeer(command({ [PEER_ADDRESS_HEADER]: '::ffff:127.0.0.1' }))).toBe(true);
    expect(fromLoopbackPeer(command({ [PEER_ADDRESS_HEADER]: '::1' }))).toBe(true);
    expect(fromLoopbackPeer(command({ [PEER_ADDRESS_HEADER]: '192.168.1.20', 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' }))).toBe(false);
    expect(fromLoopbackPeer(command({ 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
  });

  it('lets a loopback caller in without a token offline, and with the token when there is one', () => {
    expect(refuseCommand(command({ [PEER_ADDRESS_HEADER]: '127.0.0.1', ...json }), {})).toBeUndefined();
    const token = { token: 'a-long-enough-shop-admin-token' };
    expect(refuseCommand(command({ [PEER_ADDRESS_HEADER]: '127.0.0.1', ...json }), token)?.status).toBe(401);
    expect(refuseCommand(command({ [PEER_ADDRESS_HEADER]: '127.0.0.1', ...json, authorization: 'Bearer a-long-enough-shop-admin-token' }), token)).toBeUndefined();
  });

  it('hides the routes from anyone else, even with the token, and when they are off', () => {
    const withToken = { ...json, authorization: 'Bearer a-long-enough-shop-admin-token' };
    expect(refuseCommand(command({ [PEER_ADDRESS_HEADER]: '10.0.0.9', ...withToken }), { token: 'a-long-enough-shop-admin-token' })?.status).toBe(404);
    expect(refuseCommand(command({ [PEER_ADDRESS_HEADER]: '127.0.0.1', ...withToken }), undefined)?.status).toBe(404);
  });

  it('asks for a POST with a JSON body, which a web page cannot send without a preflight', () => {
    expect(refuseCommand(command({ [PEER_ADDRESS_HEADER]: '127.0.0.1' }, 'GET'), {})?.status).toBe(405);
    expect(refuseCommand(command({ [PEER_ADDRESS_HEADER]: '127.0.0.1', 'content-type': 'text/plain' }), {})?.status).toBe(415);
    expect(refuseCommand(command({ [PEER_ADDRESS_HEADER]: '127.0.0.1', 'content-type': 'application/json; charset=utf-8' }), {})).toBeUndefined();
  });
});
