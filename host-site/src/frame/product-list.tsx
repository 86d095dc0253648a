import { ProductCard, productCardCss, SkeletonCard } from '@candleshop/ui';
import type { ComponentProps } from 'react';
import { useAdoptedCss } from '../adopt-css.js';

type CardProduct = ComponentProps<typeof ProductCard>['product'];

/** Product cards in a grid, or `skeletons` placeholders while loading (SPEC §2 listing). */
export function ProductList({ products, skeletons = 4, className = 'product-list' }: { products: readonly CardProduct[] | undefined; skeletons?: number; className?: string }) {
  useAdoptedCss(productCardCss);
  return (
    <ul className={className} aria-busy={!products}>
      {products
        ? products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} href={`/products/${encodeURIComponent(product.id)}`} />
            </li>
          ))
        : Array.from({ length: skeletons }, (_, n) => (
            <li key={n}>
              <SkeletonCard />
            </li>
          ))}
    </ul>
  );
}
