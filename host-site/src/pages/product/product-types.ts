import type { catalogueOperations, ResultOf } from '@candleshop/core';

/** The product as the product page has it (core's ProductDetails query). */
export type PageProduct = NonNullable<ResultOf<typeof catalogueOperations.ProductDetails>['product']>;
