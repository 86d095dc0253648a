import { beforeEach, describe, expect, it } from 'vitest';
import { itemTotal, refillTotal } from '../cart/totals.js';
import type { CartItem, RefillCartItem } from '../cart/types.js';
import { candleDraft, createMemoryBackend } from '../internal/fixtures.js';
import { freshPage } from '../internal/fresh-page.js';

const ada = { id: '1', name: 'Ada', email: 'ada@example.iq', phone: null, status: 'active', address: null, profile: null, dob: null, gender: 'female', age: null, city: { id: '2', name: 'Erbil' } };

type Answer = { data?: unknown; errors?: unknown[] } | 'offline';

/** A fake API: answers each operation by name and records what was sent. */
function fakeApi(answers: Record<string, Answer | Answer[]>) {
  const sent: { operation: string; variables: Record<string, unknown>; url: string; credentials?: string }[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    const operation = /(?:query|mutation) (\w+)/.exec(body.query)![1]!;
    sent.push({ operation, variables: body.variables, url: String(url), credentials: init?.credentials });
    const queued = answers[operation];
    const answer = Array.isArray(queued) ? queued.shift()! : queued;
    if (!answer || answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

async function load(answers: Record<string, Answer | Answer[]>, withCarts = false) {
  const core = await import('./account-session.js');
  const { createAccountClient } = await import('../api/account-client.js');
  const { $auth } = await import('../stores/auth.js');
  const { $user } = await import('../stores/user.js');
  const { $phonePopup } = await import('../stores/phone-popup.js');
  const { rememberPage } = await import('../stores/remembered-page.js');
  const { cart, $cart } = await import('../stores/cart.js');
  const api = fakeApi(answers);
  const carts = { cart: createMemoryBackend<CartItem>(itemTotal), refillCart: createMemoryBackend<RefillCartItem>(refillTotal) };
  const tokens: string[] = [];
  const session = core.createAccountSession({
    client: createAccountClient({ endpoint: 'https://shop.example/graphql', fetch: api.fetch }),
    lang: () => 'ar',
    humanCheck: { token: async (action) => (tokens.push(action), 'human-ok') },
    carts: withCarts ? carts : undefined,
  });
  return { session, api, carts, tokens, $auth, $user, $phonePopup, rememberPage, cart, $cart };
}

describe('createAccountSession', () => {
  beforeEach(freshPage);

  it('loads the user at start-up, with cookies, in the page language', async () => {
    const { session, api, $auth, $user, $phonePopup } = await load({ CurrentUser: { data: { user: ada } } });
    await session.start();
    expect($auth.get()).toEqual({ loggedIn: true, checked: true, pending: false });
    expect($user.get()).toMatchObject({ name: 'Ada', gender: 'female', city: { name: 'Erbil' } });
    expect(api.sent).toMatchObject([{ operation: 'CurrentUser', url: 'https://shop.example/graphql?lang=ar', credentials: 'include' }]);
    // SPEC §4 Phone popup: a user without a phone is asked for one.
    expect($phonePopup.get().open).toBe(true);
    await session.start();
    expect(api.sent).toHaveLength(1);
  });

  it('ignores a failed user fetch: the visitor is a checked guest', async () => {
    const { session, $auth } = await load({ CurrentUser: 'offline' });
    await session.start();
    expect($auth.get()).toEqual({ loggedIn: false, checked: true, pending: false });
  });

  it('signs in, saves the local cart to the account and goes to the remembered page', async () => {
    const { session, api, carts, $auth, rememberPage, cart } = await load({ Login: { data: { login: { status: 'active', user: ada } } } }, true);
    await cart.add(candleDraft({ quantity: 2 }));
    rememberPage('/account/myreviews');
    expect(await session.signIn(' ada@example.iq ', 'secret-pass')).toEqual({ to: '/account/myreviews' });
    expect(api.sent[0]!.variables).toEqual({ email: 'ada@example.iq', password: 'secret-pass' });
    expect($auth.get().loggedIn).toBe(true);
    expect(carts.cart.items.map((item) => item.quantity)).toEqual([2]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it("shows the server's sign-in message as a text key and stays signed out", async () => {
    const { session, $auth } = await load({ Login: { errors: [{ message: 'auth.failed' }] } });
    expect(await session.signIn('ada@example.iq', 'wrong')).toEqual({ error: { title: 'feedback.fail', message: 'errors.signInFailed' } });
    expect($auth.get().loggedIn).toBe(false);
  });

  it('runs the human check when the server asks for it and signs in with its token (SECURITY-REVIEW M1)', async () => {
    const { session, api, tokens, $auth } = await load({
      Login: [{ errors: [{ message: 'auth.humanCheck' }] }, { data: { login: { status: 'active', user: ada } } }],
    });
    let told = 0;
    expect(await session.signIn('ada@example.iq', 'secret-pass', { onHumanCheck: () => (told += 1) })).toEqual({ to: '/' });
    expect(told).toBe(1);
    expect(tokens).toEqual(['submit']);
    expect(api.sent.map((sent) => sent.variables)).toEqual([
      { email: 'ada@example.iq', password: 'secret-pass' },
      { email: 'ada@example.iq', password: 'secret-pass', token: 'human-ok' },
    ]);
    expect($auth.get().loggedIn).toBe(true);
  });

  it('says so when the human check is asked for again, and tries only once', async () => {
    const { session, api } = await load({ Login: [{ errors: [{ message: 'auth.humanCheck' }] }, { errors: [{ message: 'auth.humanCheck' }] }] });
    expect(await session.signIn('ada@example.iq', 'secret-pass')).toEqual({ error: { title: 'feedback.fail', message: 'errors.humanCheck' } });
    expect(api.sent).toHaveLength(2);
  });

  it('registers with a human-check token and marks the account pending', async () => {
    const { session, api, tokens, $auth } = await load({ Register: { data: { register: { status: 'pending', user: ada } } } });
    const data = { name: 'Ada', email: 'ada@example.iq', phone: '07701234567', password: 'long-enough', city: '2', dob: null, gender: null, profile: 'uploads/a.png' };
    expect(await session.register(data)).toEqual({ to: '/' });
    expect(tokens).toEqual(['submit']);
    expect(api.sent[0]!.variables).toEqual({ ...data, token: 'human-ok' });
    expect($auth.get()).toEqual({ loggedIn: true, checked: true, pending: true });
  });

  it('describes a refused registration with its extra message (SPEC §8)', async () => {
    const { session } = await load({ Register: { errors: [{ message: 'bad.request', extensions: { validation: { email: ['input.email.duplicate'] } } }] } });
    const outcome = await session.register({ name: 'A', email: 'a@b.iq', phone: '07701234567', password: 'long-enough', city: '1', dob: null, gender: null });
    expect(outcome).toEqual({ error: { title: 'feedback.fail', message: 'register.emailTaken', extra: 'register.emailTakenHint' } });
  });

  it('swallows social sign-in errors (SPEC §8)', async () => {
    const { session, $auth } = await load({ SocialLogin: { errors: [{ message: 'bad.request' }] } });
    expect(await session.socialSignIn({ id: 't', type: 'google' })).toBeUndefined();
    expect($auth.get().loggedIn).toBe(false);
  });

  it('signs out to / and the next start asks the server again', async () => {
    const { session, api, $auth, $user } = await load({
      CurrentUser: [{ data: { user: ada } }, { data: { user: null } }],
      Logout: { data: { logout: { status: 'ok', message: null } } },
    });
    await session.start();
    expect(await session.signOut()).toEqual({ to: '/' });
    expect($user.get()).toBeUndefined();
    await session.start();
    expect(api.sent.map((call) => call.operation)).toEqual(['CurrentUser', 'Logout', 'CurrentUser']);
    expect($auth.get()).toEqual({ loggedIn: false, checked: true, pending: false });
  });
});
