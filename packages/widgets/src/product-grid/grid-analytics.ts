import { cardPrice } from '@candleshop/core';
import type { CardProduct } from '@candleshop/ui';
import type { AnalyticsItem } from '../internal/analytics.js';

/** A card as its analytics item; one under a promotion has its reduced price and the promotion, in GA4's item parameters (issue 35 item 5). */
export const listItem = ({ id, details, promotion, ...product }: CardProduct, index?: number): AnalyticsItem => ({
  item_id: id,
  item_name: details.title,
  item_category: 'candle',
  price: promotion?.price ?? cardPrice({ details, ...product }) ?? 0,
  quantity: 1,
  index,
  ...(promotion && { promotion_id: promotion.id, promotion_name: promotion.name, discount: promotion.was - promotion.price }),
});
