/** The price fields a card knows of a product. */
export interface PricedProduct {
  details: { price?: number | null };
  sizes: readonly { price: number }[];
}

/** SPEC §2 Product card: the product's price, or else the first size's price. */
export function cardPrice(product: PricedProduct): number | undefined {
  return product.details.price ?? product.sizes[0]?.price;
}
