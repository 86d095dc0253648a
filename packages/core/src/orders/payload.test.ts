import { describe, expect, it } from 'vitest';
import { addLine, PRODUCT_LINES, REFILL_LINES } from '../cart/lines.js';
import { candleDraft, refillDraft } from '../internal/fixtures.js';
import { buyNowGuestPayload, buyNowPayload, checkoutGuestPayload, checkoutPayload } from './payload.js';

const delivery = { shipping: 'delivery', city: '1', address: 'Karrada, street 62' } as const;
const pickup = { shipping: 'pickup', sellingPoint: '2' } as const;
const guest = { name: 'Ada Kamal', email: 'ada@example.iq', phone: '07701234567' };

describe('checkoutPayload', () => {
  it('sends city and address for delivery, the selling point null', () => {
    expect(checkoutPayload({ method: 'cash', place: delivery, notes: ' Ring twice ' })).toEqual({
      method: 'cash',
      notes: 'Ring twice',
      address: 'Karrada, street 62',
      city: '1',
      selling_point: null,
      discountCode: null,
    });
  });

  it('sends the selling point for pickup, city and address null', () => {
    expect(checkoutPayload({ method: 'fib', place: pickup })).toEqual({
      method: 'fib',
      notes: null,
      address: null,
      city: null,
      selling_point: '2',
      discountCode: null,
    });
  });
});

describe('checkoutGuestPayload', () => {
  it('adds token, guest and the local lines in their SPEC shapes', () => {
    const items = addLine([], candleDraft({ quantity: 2 }), PRODUCT_LINES);
    const refillItems = addLine([], refillDraft({ quantity: 3 }), REFILL_LINES);
    expect(checkoutGuestPayload({ method: 'zaincash', place: delivery, guest, token: 'tok', items, refillItems })).toEqual({
      method: 'zaincash',
      notes: null,
      address: 'Karrada, street 62',
      city: '1',
      selling_point: null,
      discountCode: null,
      token: 'tok',
      guest: { ...guest, address: 'Karrada, street 62' },
      products: [{ id: '7', size: '71', scent: '4', color: '3', quantity: 2 }],
      refillItems: [{ id: null, container: '2', size: '5', wick: '1', scent: '4', color: '3', quantity: 3 }],
    });
  });

  it('sends null for choices a product does not have, and no guest address for pickup', () => {
    const items = addLine([], candleDraft({ size: null, color: null, scent: null }), PRODUCT_LINES);
    const payload = checkoutGuestPayload({ method: 'cash', place: pickup, guest, token: 'tok', items, refillItems: [] });
    expect(payload.products).toEqual([{ id: '7', size: null, scent: null, color: null, quantity: 1 }]);
    expect(payload.guest.address).toBeNull();
  });
});

describe('buyNowPayload', () => {
  const item = { product: '7', quantity: 2, size: '71', color: '3', scent: null };

  it('sends the product, its choices and the order fields', () => {
    expect(buyNowPayload({ method: 'nasspay', place: pickup, item })).toEqual({
      id: '7',
      quantity: 2,
      method: 'nasspay',
      notes: null,
      address: null,
      city: null,
      selling_point: '2',
      discountCode: null,
      size: '71',
      scent: null,
      color: '3',
    });
  });

  it('adds token and guest for a guest', () => {
    expect(buyNowGuestPayload({ method: 'cash', place: delivery, item, guest, token: 'tok' })).toMatchObject({
      id: '7',
      city: '1',
      token: 'tok',
      guest: { ...guest, address: 'Karrada, street 62' },
    });
  });
});
