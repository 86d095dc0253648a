import { describe, expect, it } from 'vitest';
import type { AttributedSaleRow } from '../../db/repositories/partners/commission.js';
import { commissionOf, earns, monthRange, statementOf } from './commission.js';

// A sale whose goods are its total unless told (no delivery fee).
const sale = (fields: Partial<AttributedSaleRow>): AttributedSaleRow => ({
  kind: 'order',
  id: 1,
  partner_id: 1,
  status: 'completed',
  paid: true,
  refund_owed: false,
  total: 10_000,
  goods: fields.total ?? 10_000,
  collected: fields.total ?? 10_000,
  refunded: 0,
  percent: '10.00',
  created_at: new Date('2026-11-10T10:00:00Z'),
  buyer_email: 'buyer@example.com',
  buyer_phone: '07501112233',
  account_email: null,
  account_phone: null,
  partner_contact: 'partner@example.com',
  ...fields,
});

describe('the commission rule (issue 26 item 3)', () => {
  it('earns on a paid sale in an open or finished status', () => {
    for (const status of ['pending', 'accepted', 'being prepared', 'being delivered', 'ready for pickup', 'completed']) expect(earns(sale({ status })), status).toBe(true);
    expect(earns(sale({ kind: 'subscription', status: 'accepted' }))).toBe(true);
    expect(earns(sale({ kind: 'personalized', status: 'being prepared' }))).toBe(true);
  });

  it('earns nothing unpaid, cancelled, rejected or owed back (paid_needs_refund)', () => {
    expect(earns(sale({ paid: false }))).toBe(false);
    expect(earns(sale({ status: 'cancelled' }))).toBe(false);
    expect(earns(sale({ status: 'rejected' }))).toBe(false);
    expect(earns(sale({ refund_owed: true }))).toBe(false);
    expect(earns(sale({ kind: 'personalized', status: 'quoted' }))).toBe(false);
  });

  it('counts a white-label request once its quote is accepted (it is never paid through the shop)', () => {
    expect(earns(sale({ kind: 'whitelabel', status: 'accepted', paid: false }))).toBe(true);
    expect(earns(sale({ kind: 'whitelabel', status: 'quoted', paid: false }))).toBe(false);
    expect(earns(sale({ kind: 'whitelabel', status: 'cancelled', paid: false }))).toBe(false);
  });

  it('is the total times the percent in whole IQD, half up, exactly', () => {
    expect(commissionOf(10_000, '10.00')).toBe(1000);
    expect(commissionOf(12_345, '12.50')).toBe(1543);
    expect(commissionOf(1, '50.00')).toBe(1);
    expect(commissionOf(999_999_999, '100.00')).toBe(999_999_999);
    expect(commissionOf(30_000, null)).toBe(0);
    expect(commissionOf(25_000, '0.01')).toBe(3);
  });
});

describe('self-dealing (SECURITY-REVIEW-2 N10)', () => {
  it("earns nothing on a sale whose buyer's email, phone or account is the partner's contact", () => {
    expect(earns(sale({ buyer_email: ' Partner@Example.com ' }))).toBe(false);
    expect(earns(sale({ buyer_email: null, account_email: 'partner@example.com' }))).toBe(false);
    expect(earns(sale({ partner_contact: '07701234567', buyer_phone: '7701234567' }))).toBe(false);
    expect(earns(sale({ partner_contact: '٠٧٧٠١٢٣٤٥٦٧', account_phone: '07701234567' }))).toBe(false);
  });

  it('earns on a sale to anyone else', () => {
    expect(earns(sale({}))).toBe(true);
    expect(earns(sale({ partner_contact: '07701234567', buyer_phone: '07701234568', account_email: 'partner@example.com' }))).toBe(true);
    expect(earns(sale({ partner_contact: 'not a contact', buyer_email: null, buyer_phone: null }))).toBe(true);
  });
});

describe('delivery (issue 36 item 1)', () => {
  it('earns on the goods only, never on the delivery fee, refunds taken off the goods', () => {
    const statement = statementOf('2026-11', [sale({ total: 23_000, goods: 20_000 }), sale({ total: 13_000, goods: 10_000, refunded: 4000 })]);
    expect(statement).toMatchObject({ sales: 2, total: 26_000, commission: 2600 });
    expect(statement.lines.map((line) => line.total)).toEqual([20_000, 6000]);
  });

  it('counts no more of the goods than was collected: short cash at the door', () => {
    const statement = statementOf('2026-11', [sale({ total: 23_000, goods: 23_000, collected: 20_000 }), sale({ total: 23_000, goods: 20_000, collected: 23_000, refunded: 3000 })]);
    expect(statement.lines.map((line) => line.total)).toEqual([20_000, 17_000]);
  });
});

describe('refunds (issue 28 item 3)', () => {
  it('count a sale for what was paid less what was given back', () => {
    const statement = statementOf('2026-11', [sale({ total: 10_000, refunded: 4000 }), sale({ total: 8000, refunded: 8000 })]);
    expect(statement).toMatchObject({ sales: 1, total: 6000, commission: 600, notEarning: 1 });
    expect(statement.lines).toEqual([{ kind: 'order', date: '2026-11-10T13:00:00+03:00', total: 6000, percent: 10, commission: 600 }]);
  });

  it('earn nothing on a sale refunded whole', () => {
    expect(earns(sale({ refunded: 10_000 }))).toBe(false);
    expect(earns(sale({ refunded: 9999 }))).toBe(true);
  });
});

describe('months in Baghdad time', () => {
  it('start at midnight in Baghdad (21:00 UTC the day before)', () => {
    expect(monthRange('2026-11')).toEqual({ from: new Date('2026-10-31T21:00:00Z'), until: new Date('2026-11-30T21:00:00Z') });
    expect(monthRange('2026-12').until).toEqual(new Date('2026-12-31T21:00:00Z'));
  });

  it('refuse anything but YYYY-MM', () => {
    for (const month of ['2026-13', '2026-1', '26-11', '2026-11-01', '']) expect(() => monthRange(month), month).toThrow('bad.request');
  });
});

describe('a statement', () => {
  it('sums the earning sales per kind and counts the others apart', () => {
    const statement = statementOf('2026-11', [
      sale({ total: 10_000 }),
      sale({ kind: 'refill', total: 5000, percent: '20.00' }),
      sale({ status: 'cancelled', total: 99_000 }),
      sale({ kind: 'ticket', paid: false, total: 30_000 }),
    ]);
    expect(statement).toMatchObject({ month: '2026-11', sales: 2, total: 15_000, commission: 2000, notEarning: 2 });
    expect(statement.kinds.find((kind) => kind.kind === 'refill')).toEqual({ kind: 'refill', sales: 1, total: 5000, commission: 1000 });
    expect(statement.kinds.find((kind) => kind.kind === 'ticket')).toEqual({ kind: 'ticket', sales: 0, total: 0, commission: 0 });
    expect(statement.lines).toEqual([
      { kind: 'order', date: '2026-11-10T13:00:00+03:00', total: 10_000, percent: 10, commission: 1000 },
      { kind: 'refill', date: '2026-11-10T13:00:00+03:00', total: 5000, percent: 20, commission: 1000 },
    ]);
  });
});
