import { describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '../../auth/client-address.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, suiteShop } from '../../test/shop.js';
import { UPLOADS_PER_ADDRESS_HOUR } from './profile.js';
import { SOCIAL_NONCES_PER_HOUR } from './social-nonce.js';

// SECURITY-REVIEW-2 N9: the per-address limits count an IPv6 client by its /64 (the block one
// subscriber gets), so rotating through it gives no new budget.

const SIGN = `mutation S($file: String!, $token: String) { signedUrl(file: $file, token: $token) { url } }`;
const NONCE = 'mutation { socialNonce }';

describe.each(testDatabases())('per-address limits of uploads and social nonces on $name', (database) => {
  const suite = suiteShop(database);
  const from = (address: string) => ({ headers: { [PEER_ADDRESS_HEADER]: address } });
  const rotating = (block: string, n: number) => `${block}:${(n + 1).toString(16)}::${(n + 7).toString(16)}`;

  it('counts upload URLs per /64', async () => {
    const sign = (address: string) => graphql(suite.shop.app, SIGN, { file: 'images/a.png', token: 'local-unverified' }, from(address));
    for (let n = 0; n < UPLOADS_PER_ADDRESS_HOUR; n++) expect((await sign(rotating('2001:db8:a:1', n))).errors).toBeUndefined();
    expect((await sign('2001:db8:a:1:ffff::1')).errors![0]!.message).toBe('rate.limited');
    expect((await sign('2001:db8:a:2::1')).errors).toBeUndefined();
  });

  it('counts social sign-in nonces per /64', async () => {
    const nonce = (address: string) => graphql(suite.shop.app, NONCE, {}, from(address));
    for (let n = 0; n < SOCIAL_NONCES_PER_HOUR; n++) expect((await nonce(rotating('2001:db8:b:1', n))).errors).toBeUndefined();
    expect((await nonce('2001:db8:b:1:ffff::1')).errors![0]!.message).toBe('rate.limited');
    expect((await nonce('2001:db8:b:2::1')).errors).toBeUndefined();
  });
});
