import { describe, expect, it } from 'vitest';
import { clientAddress, PEER_ADDRESS_HEADER, throttleKey } from './client-address.js';

const request = (headers: Record<string, string>) => new Request('http://shop.test/graphql', { headers });

describe('client address', () => {
  it('is the socket peer; X-Forwarded-For from an untrusted peer is ignored', () => {
    expect(clientAddress(request({ [PEER_ADDRESS_HEADER]: '::ffff:203.0.113.9', 'x-forwarded-for': '1.2.3.4' }), [])).toBe('203.0.113.9');
    expect(clientAddress(request({}), [])).toBe('unknown');
  });

  it('takes the right-most untrusted hop behind a trusted proxy', () => {
    const trusted = ['10.0.0.1', '10.0.0.2'];
    const headers = { [PEER_ADDRESS_HEADER]: '10.0.0.1', 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.2' };
    expect(clientAddress(request(headers), trusted)).toBe('198.51.100.4');
    expect(clientAddress(request({ [PEER_ADDRESS_HEADER]: '10.0.0.1', 'x-forwarded-for': 'garbage' }), trusted)).toBe('10.0.0.1');
  });
});

describe('throttle key', () => {
  it('keys IPv6 on its /64, whatever the spelling, and IPv4 as it is', () => {
    expect(throttleKey('2001:db8:1:2:aaaa:bbbb:cccc:1')).toBe('2001:db8:1:2::/64');
    expect(throttleKey('2001:DB8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(throttleKey('2001:0db8:0001:0002:0:0:0:9%eth0')).toBe('2001:db8:1:2::/64');
    expect(throttleKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleKey('::1')).toBe('0:0:0:0::/64');
    expect(throttleKey('2001:db8:1:3::1')).not.toBe(throttleKey('2001:db8:1:2::1'));
    expect(throttleKey('203.0.113.9')).toBe('203.0.113.9');
    expect(throttleKey('unknown')).toBe('unknown');
  });
});
