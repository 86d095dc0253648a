import { describe, expect, it } from 'vitest';
import { hostAllowed, refuseForeignHost } from './host-check.js';

const production = { publicUrl: 'https://candles.example', loopback: false };
const offline = { publicUrl: 'http://localhost:8080', loopback: true };

describe('the Host check (SECURITY-REVIEW L8)', () => {
  it('answers the PUBLIC_URL host, whatever the port', () => {
    expect(hostAllowed('candles.example', production)).toBe(true);
    expect(hostAllowed('CANDLES.example.', production)).toBe(true);
    expect(refuseForeignHost(new Request('http://candles.example:8080/graphql'), production)).toBeUndefined();
  });

  it('answers loopback names outside production, never in it', () => {
    for (const name of ['localhost', '127.0.0.1', '[::1]']) {
      expect(hostAllowed(name, offline)).toBe(true);
      expect(hostAllowed(name, production)).toBe(false);
    }
  });

  it('refuses a rebinding name with 421, but lets health checks through', async () => {
    const refused = refuseForeignHost(new Request('http://rebind.attacker.example:8080/dev/outbox'), offline);
    expect(refused?.status).toBe(421);
    expect(await refused?.text()).toContain('PUBLIC_URL');
    expect(refuseForeignHost(new Request('http://localhost.attacker.example/shop/staff/add'), offline)?.status).toBe(421);
    expect(refuseForeignHost(new Request('http://10.0.0.4:8080/readyz'), production)).toBeUndefined();
  });
});
