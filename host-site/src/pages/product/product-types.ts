import type { catalogueOperations, ResultOf } from '@candleshop/core';

/** The product as the product page has it (core's ProductDetails query). */
export type PageProduct = NonNullable<ResultOf<typeof catalogueOperations.ProductDetails>['product']>;

/** What the shopper picked on the product page. */
export interface ProductPick {
  size?: string;
  color?: string;
  scent?: string;
  quantity: number;
}
