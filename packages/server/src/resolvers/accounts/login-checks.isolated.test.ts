import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../auth/passwords.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { LOGIN, registerCustomer } from '../../test/accounts.js';

// The real scrypt check, watched: an unknown email must cost one full check too (SECURITY D3).
// Counting checks holds that on any machine, where comparing times failed on a busy one. A module
// mock needs a suite of its own modules: the server project shares them between suites, so this
// file runs in the isolated server-mocks project (vitest.config.ts).
vi.mock('../../auth/passwords.js', async (original) => {
  const real = await original<typeof import('../../auth/passwords.js')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

describe.each(testDatabases())('login checks on $name', (database) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  it('runs the full scrypt check for unknown emails too, against a hash nobody knows', async () => {
    const { payload } = await registerCustomer(shop.app);
    const checks = vi.mocked(verifyPassword);
    const checkedHashes = async (email: string) => {
      checks.mockClear();
      const reply = await graphql(shop.app, LOGIN, { email, password: 'wrong password' });
      expect(reply.errors![0]).toMatchObject({ message: 'auth.failed' });
      // a well-formed hash: the check derives a key rather than refusing a malformed one early
      return checks.mock.calls.map(([, stored]) => `${stored.split('$')[0]}/${stored.split('$').length}`);
    };
    expect(await checkedHashes(String(payload.email))).toEqual(['scrypt/6']);
    expect(await checkedHashes('nobody@example.com')).toEqual(['scrypt/6']);
  });
});
