import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';

type Answer = { data?: unknown; errors?: unknown[] } | 'offline';

async function load(answer: Answer) {
  const { createAccountClient } = await import('./account-client.js');
  const { createPublicClient } = await import('./client.js');
  const { CurrentUser, Logout } = await import('./operations/account.js');
  const { $phonePopup, closePhonePopup } = await import('../stores/phone-popup.js');
  const fetch = (async () => {
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const endpoint = 'https://shop.example/graphql';
  return { account: createAccountClient({ endpoint, fetch }), publicClient: createPublicClient({ endpoint, fetch }), CurrentUser, Logout, $phonePopup, closePhonePopup };
}

describe('core clients', () => {
  beforeEach(freshPage);

  it('answer data', async () => {
    const { account, CurrentUser } = await load({ data: { user: null } });
    expect(await account.query(CurrentUser, {}, 'en')).toEqual({ data: { user: null } });
  });

  it('answer a refusal as an ApiError, the same from both clients', async () => {
    const refusal = { data: null, errors: [{ message: 'validation', extensions: { validation: { email: ['input.email.duplicate'] } } }] };
    const { account, publicClient, CurrentUser, Logout } = await load(refusal);
    const expected = { error: { key: 'validation', validation: 'input.email.duplicate' } };
    expect(await account.mutate(Logout, {}, 'en')).toEqual(expected);
    expect(await publicClient.query(CurrentUser, {}, 'ku')).toEqual(expected);
  });

  it('answer no answer as a network error', async () => {
    const { account, publicClient, CurrentUser } = await load('offline');
    expect(await account.query(CurrentUser, {}, 'en')).toEqual({ error: { key: 'errors.network', network: true } });
    expect(await publicClient.query(CurrentUser, {}, 'en')).toEqual({ error: { key: 'errors.network', network: true } });
  });

  it('re-open the phone popup on Unauthorized.phone, even after it was dismissed (SPEC §8)', async () => {
    const { account, CurrentUser, $phonePopup, closePhonePopup } = await load({
      data: null,
      errors: [{ message: 'unauthorized', extensions: { debugMessage: 'Unauthorized.phone' } }],
    });
    closePhonePopup();
    expect(await account.query(CurrentUser, {}, 'en')).toEqual({ error: { key: 'unauthorized', phone: true } });
    expect($phonePopup.get().open).toBe(true);
  });

  it('leave the phone popup closed on other refusals', async () => {
    const { account, CurrentUser, $phonePopup } = await load({ data: null, errors: [{ message: 'unauthorized' }] });
    await account.query(CurrentUser, {}, 'en');
    expect($phonePopup.get().open).toBe(false);
  });
});
