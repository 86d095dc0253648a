import { describe, expect, it } from 'vitest';
import { paidPath } from './order-links.js';

describe('paidPath', () => {
  it("links a guest's paid ticket to SPEC §2's ticket route, a customer's to /tickets/{id}", () => {
    expect(paidPath({ id: '7', uuid: 'u-7', email: 'a@b.iq', type: 'ticket' })).toEqual({ path: '/workshops?id=7&token=u-7&email=a%40b.iq&type=ticket', kind: 'ticket' });
    expect(paidPath({ id: '7', uuid: 'u-7', type: 'ticket' })).toEqual({ path: '/tickets/7', kind: 'ticket' });
    // A signed-out visitor whose email this origin never kept (a partner's page took it): the guest page by uuid alone.
    expect(paidPath({ id: '7', uuid: 'u-7', type: 'ticket' }, true)).toEqual({ path: '/workshops?id=7&token=u-7&type=ticket', kind: 'ticket' });
  });

  it("links a customer's refill request to /refills/{id}; a guest's has no page", () => {
    expect(paidPath({ id: '12', uuid: 'r-12', type: 'refill' })).toEqual({ path: '/refills/12', kind: 'refill' });
    expect(paidPath({ id: '12', uuid: 'r-12', email: 'sara@example.com', type: 'refill' })).toBeUndefined();
  });

  it("links a customer's accepted personalized request and subscription to their pages", () => {
    expect(paidPath({ id: '4', uuid: 'p-4', type: 'personalized' })).toEqual({ path: '/personalized/4', kind: 'personalized' });
    expect(paidPath({ id: '5', uuid: 's-5', type: 'subscription' })).toEqual({ path: '/subscriptions/5', kind: 'subscription' });
    expect(paidPath({ type: 'subscription' })).toBeUndefined();
  });

  it('links an order to its page, as before', () => {
    expect(paidPath({ id: '3', uuid: 'u-3', email: 'a@b.iq' })).toEqual({ path: '/orders/u-3?email=a%40b.iq', kind: 'order' });
    expect(paidPath({ id: '3' })).toEqual({ path: '/orders/3', kind: 'order' });
    expect(paidPath({})).toBeUndefined();
  });
});
