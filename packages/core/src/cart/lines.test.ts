import { describe, expect, it } from 'vitest';
import { candleDraft, refillDraft } from '../internal/fixtures.js';
import { PRODUCT_LINES, REFILL_LINES, addLine, readLines, removeLine, setLineQuantity } from './lines.js';

describe('addLine', () => {
  it('raises the quantity of a line with identical colour, size and scent', () => {
    const once = addLine([], candleDraft({ quantity: 1 }), PRODUCT_LINES);
    const twice = addLine(once, candleDraft({ quantity: 2 }), PRODUCT_LINES);
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ quantity: 3, total: 54000 });
  });

  it('appends a line when the colour, size or scent differ', () => {
    const base = addLine([], candleDraft(), PRODUCT_LINES);
    const otherScent = addLine(base, candleDraft({ scent: { id: '9', title: 'Rose' } }), PRODUCT_LINES);
    const otherColour = addLine(otherScent, candleDraft({ color: { id: '8', title: 'Black', color: '#000' } }), PRODUCT_LINES);
    const otherSize = addLine(otherColour, candleDraft({ size: { id: '72', size: { id: '3', title: '400 g' }, price: 30000 } }), PRODUCT_LINES);
    expect(otherSize.map((line) => line.quantity)).toEqual([1, 1, 1, 1]);
    expect(new Set(otherSize.map((line) => line.id)).size).toBe(4);
  });

  it("keeps the latest add's promotion on the line, and drops it when the latest add knew none (issue 35 item 5)", () => {
    const eid = { id: '8', name: 'Eid' };
    const promoted = addLine([], candleDraft({ quantity: 1, promotion: eid }), PRODUCT_LINES);
    expect(promoted[0]!.promotion).toEqual(eid);
    // The promotion changes nothing of the line's price: the server decides what a sale takes off.
    expect(promoted[0]!.total).toBe(18000);
    expect(addLine(promoted, candleDraft({ quantity: 1, promotion: eid }), PRODUCT_LINES)[0]).toMatchObject({ quantity: 2, promotion: eid });
    expect(addLine(promoted, candleDraft({ quantity: 1, promotion: undefined }), PRODUCT_LINES)[0]!.promotion).toBeUndefined();
  });

  it('stops at the stock', () => {
    const lines = addLine(addLine([], candleDraft({ quantity: 4 }), PRODUCT_LINES), candleDraft({ quantity: 3 }), PRODUCT_LINES);
    expect(lines[0]!.quantity).toBe(5);
  });

  it('adds nothing when the product is out of stock', () => {
    const draft = candleDraft();
    draft.product.stock = 0;
    expect(addLine([], draft, PRODUCT_LINES)).toEqual([]);
  });

  it('gives refills no upper bound', () => {
    const lines = addLine(addLine([], refillDraft({ quantity: 40 }), REFILL_LINES), refillDraft({ quantity: 60 }), REFILL_LINES);
    expect(lines[0]).toMatchObject({ quantity: 100, total: 1650000 });
  });
});

describe('setLineQuantity', () => {
  const lines = addLine([], candleDraft({ quantity: 2 }), PRODUCT_LINES);
  const id = lines[0]!.id;

  it('sets the quantity and the total', () => {
    expect(setLineQuantity(lines, id, 4, PRODUCT_LINES)[0]).toMatchObject({ quantity: 4, total: 72000 });
  });

  it("keeps a line's promotion as its quantity changes (the drawer's + and −), and an old line without one as it is", () => {
    const promoted = addLine([], candleDraft({ quantity: 2, promotion: { id: '8', name: 'Eid' } }), PRODUCT_LINES);
    expect(setLineQuantity(promoted, promoted[0]!.id, 3, PRODUCT_LINES)[0]).toMatchObject({ quantity: 3, promotion: { id: '8', name: 'Eid' } });
    expect(setLineQuantity(lines, id, 3, PRODUCT_LINES)[0]).not.toHaveProperty('promotion');
  });

  it('stops at the stock', () => {
    expect(setLineQuantity(lines, id, 9, PRODUCT_LINES)[0]!.quantity).toBe(5);
  });

  it('removes the line below 1', () => {
    expect(setLineQuantity(lines, id, 0, PRODUCT_LINES)).toEqual([]);
    expect(removeLine(lines, id)).toEqual([]);
  });
});

describe('readLines', () => {
  it('keeps well-formed lines and prices them again', () => {
    const [line] = addLine([], candleDraft({ quantity: 2 }), PRODUCT_LINES);
    expect(readLines({ items: [{ ...line, total: 1 }] }, PRODUCT_LINES)).toEqual([{ ...line, total: 36000 }]);
  });

  it('drops what is not a line', () => {
    const [line] = addLine([], refillDraft(), REFILL_LINES);
    expect(readLines({ items: [line, { id: 'x', quantity: 0 }, { id: 'y', quantity: 1 }, 'z'] }, REFILL_LINES)).toEqual([line]);
    expect(readLines([1, 2], PRODUCT_LINES)).toEqual([]);
    expect(readLines(null, PRODUCT_LINES)).toEqual([]);
  });
});
