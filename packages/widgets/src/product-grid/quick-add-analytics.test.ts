import { describe, expect, it } from 'vitest';
import type { CardProduct } from '@candleshop/ui';
import { promotedItem } from './quick-add-body.js';

const item = { item_id: '7', item_name: 'Amber', item_category: 'candle', item_variant: 'Large', price: 20_000, quantity: 2 };
const card = (promotion: CardProduct['promotion']) => ({ id: '7', promotion }) as CardProduct;

describe('promotedItem', () => {
  it("carries the card's promotion in GA4's item parameters, its price the reduced one", () => {
    expect(promotedItem(item, card({ id: '3', name: 'Eid', was: 20_000, price: 16_000 }), 20_000)).toEqual({
      ...item,
      price: 16_000,
      promotion_id: '3',
      promotion_name: 'Eid',
      discount: 4000,
    });
  });

  it('leaves a line of another price, or without a promotion, as it is', () => {
    expect(promotedItem(item, card({ id: '3', name: 'Eid', was: 30_000, price: 24_000 }), 20_000)).toBe(item);
    expect(promotedItem(item, card(null), 20_000)).toBe(item);
  });
});
