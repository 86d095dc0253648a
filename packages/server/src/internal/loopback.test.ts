import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback.js';

describe('loopback', () => {
  it('knows the loopback names and addresses', () => {
    for (const host of ['localhost', 'LOCALHOST', 'shop.localhost', '127.0.0.1', '127.8.9.1', '[::1]', 'localhost.']) expect(isLoopbackHost(host)).toBe(true);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
  });

  it('refuses every other name and address', () => {
    for (const host of ['shop.example', 'localhost.attacker.example', '10.0.0.1', '[::2]', '0.0.0.0', '128.0.0.1']) expect(isLoopbackHost(host)).toBe(false);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', 'localhost', '', '::']) expect(isLoopbackAddress(address)).toBe(false);
  });
});
