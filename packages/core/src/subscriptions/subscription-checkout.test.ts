import { describe, expect, it } from 'vitest';
import { createAccountClient } from '../api/account-client.js';
import { createSubscriptionCheckout } from './subscription-checkout.js';

// A server answering `subscription` from `answers` in turn ('ok' once they run out), recording what was sent.
function fakeServer(answers: ('ok' | 'network' | 'invalid' | 'refused')[] = []) {
  const sent: Record<string, unknown>[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { variables: Record<string, unknown> };
    sent.push(body.variables);
    const answer = answers.shift() ?? 'ok';
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const payload =
      answer === 'ok'
        ? { data: { subscription: { id: '9', uuid: 'u-9', token: null, email: 'sara@example.com', operation_type: 'subscription', url: null, fibToken: null } } }
        : answer === 'invalid'
          ? { data: null, errors: [{ message: 'bad.request', extensions: { validation: { phone: ['input.phone.invalid'] } } }] }
          : { data: null, errors: [{ message: 'internal' }] };
    return new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
  };
  let keys = 0;
  const checkout = createSubscriptionCheckout({
    client: createAccountClient({ endpoint: 'http://shop.test/graphql', fetch }),
    lang: () => 'en',
    preset: { packageId: '2', months: 6 },
    newKey: () => `key-${++keys}`,
  });
  return { checkout, sent };
}

function fillGift(checkout: ReturnType<typeof fakeServer>['checkout']) {
  checkout.set('giftName', ' Sara ');
  checkout.set('giftPhone', '07701234567');
  checkout.set('city', '2');
  checkout.set('address', 'Street 5');
}

describe('createSubscriptionCheckout', () => {
  it('starts from the package and months the page was opened with, as a gift delivered, paid in cash', () => {
    const { checkout } = fakeServer();
    expect(checkout.$choice.get()).toMatchObject({ packageId: '2', months: 6, gift: true, deliver: true });
    expect(checkout.$method.get()).toBe('cash');
  });

  it('refuses a gift without its recipient and a delivery without its place, sending nothing', async () => {
    const { checkout, sent } = fakeServer();
    expect(await checkout.buy('p-1')).toBeUndefined();
    expect(checkout.$errors.get()).toEqual({
      giftName: 'subscriptions.nameRequired',
      giftPhone: 'subscriptions.phoneInvalid',
      city: 'subscriptions.cityRequired',
      address: 'subscriptions.addressRequired',
    });
    checkout.set('giftName', 'Sara');
    expect(checkout.$errors.get().giftName).toBeUndefined();
    checkout.set('deliver', false);
    expect(await checkout.buy('p-1')).toBeUndefined();
    expect(checkout.$errors.get().point).toBe('subscriptions.pointRequired');
    expect(sent).toEqual([]);
  });

  it("takes a recipient's phone typed in Arabic-Indic digits (SPEC §5 Phone)", async () => {
    const { checkout } = fakeServer();
    fillGift(checkout);
    checkout.set('giftPhone', '٠٧٧٠١٢٣٤٥٦٧');
    await checkout.buy('p-1');
    expect(checkout.$errors.get().giftPhone).toBeUndefined();
  });

  it('buys the chosen price for the gift, delivered, and answers the payment result', async () => {
    const { checkout, sent } = fakeServer();
    fillGift(checkout);
    checkout.chooseMethod('fib');
    const answer = await checkout.buy('p-1');
    expect(answer).toMatchObject({ id: '9', uuid: 'u-9' });
    expect(sent).toEqual([
      {
        subscription: 'p-1',
        method: 'fib',
        gift: { name: 'Sara', phone: '07701234567', message: null },
        city: '2',
        address: 'Street 5',
        idempotencyKey: 'key-1',
      },
    ]);
  });

  it('buys for oneself at a pickup point', async () => {
    const { checkout, sent } = fakeServer();
    checkout.set('gift', false);
    checkout.set('deliver', false);
    checkout.set('point', '3');
    await checkout.buy('p-2');
    expect(sent[0]).toEqual({ subscription: 'p-2', method: 'cash', gift: null, selling_point: '3', idempotencyKey: 'key-1' });
  });

  it('keeps the choice and the key after a lost answer, so the retry is the same purchase (SECURITY B1)', async () => {
    const { checkout, sent } = fakeServer(['network', 'ok']);
    fillGift(checkout);
    expect(await checkout.buy('p-1')).toBeUndefined();
    expect(checkout.$failed.get()).toBe('errors.network');
    expect(checkout.$busy.get()).toBe(false);
    expect(await checkout.buy('p-1')).toMatchObject({ id: '9' });
    expect(checkout.$failed.get()).toBeUndefined();
    expect(sent.map((variables) => variables.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('asks to check the form for a refused value, and says the purchase failed otherwise', async () => {
    const { checkout } = fakeServer(['invalid', 'refused']);
    fillGift(checkout);
    await checkout.buy('p-1');
    expect(checkout.$failed.get()).toBe('subscriptions.checkForm');
    await checkout.buy('p-1');
    expect(checkout.$failed.get()).toBe('subscriptions.failed');
    expect(checkout.$choice.get().giftName).toBe(' Sara ');
  });
});
