import { ProductCard, SkeletonCard } from '@candleshop/ui';
import type { ComponentProps } from 'react';
import { useLocalPath } from '../local-path.js';

type CardProduct = ComponentProps<typeof ProductCard>['product'];

/** Product cards in a grid, or `skeletons` placeholders while loading (SPEC §2 listing). */
export function ProductList({ products, skeletons = 4, className = 'product-list' }: { products: readonly CardProduct[] | undefined; skeletons?: number; className?: string }) {
  const to = useLocalPath();
  return (
    <ul className={className} aria-busy={!products}>
      {products
        ? products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} href={to(`/products/${encodeURIComponent(product.id)}`)} />
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
