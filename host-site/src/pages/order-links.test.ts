import { describe, expect, it } from 'vitest';
import { paidPath } from './order-links.js';

describe('paidPath', () => {
  it("links a guest's paid ticket to SPEC §2's ticket route, a customer's to /tickets/{id}", () => {
    expect(paidPath({ id: '7', uuid: 'u-7', email: 'a@b.iq', type: 'ticket' })).toEqual({ path: '/workshops?id=7&token=u-7&email=a%40b.iq&type=ticket', ticket: true });
    expect(paidPath({ id: '7', uuid: 'u-7', type: 'ticket' })).toEqual({ path: '/tickets/7', ticket: true });
  });

  it('links an order to its page, as before', () => {
    expect(paidPath({ id: '3', uuid: 'u-3', email: 'a@b.iq' })).toEqual({ path: '/orders/u-3?email=a%40b.iq', ticket: false });
    expect(paidPath({ id: '3' })).toEqual({ path: '/orders/3', ticket: false });
    expect(paidPath({})).toBeUndefined();
  });
});
