import type { MouseEvent } from 'react';
import { SHOP_PAGE_SIZE } from '@candleshop/core';
import { ProductCard, SkeletonCard, useI18n, type CardProduct } from '@candleshop/ui';

/** Options of {@link ProductResults}. */
export interface ProductResultsOptions {
  products?: readonly CardProduct[];
  loading: boolean;
  error?: string;
  storefront: string;
  onRetry: () => void;
  onSelect: (event: MouseEvent<HTMLAnchorElement>, product: CardProduct) => void;
  /** A card's Add to cart was pressed (the quick add opens). */
  onAdd: (product: CardProduct, button: HTMLButtonElement) => void;
}

/**
 * The cards of one page, each with Add to cart (disabled, saying out of stock, without stock), 12 skeletons while loading, the
 * no-products message, or the error with a retry.
 */
export function ProductResults({ products, loading, error, storefront, onRetry, onSelect, onAdd }: ProductResultsOptions) {
  const { t } = useI18n();
  if (error) {
    return (
      <div className="notice" part="error" role="alert">
        <p>{t(error)}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (loading || !products) {
    return (
      <ul className="products" role="list">
        {Array.from({ length: SHOP_PAGE_SIZE }, (_, index) => (
          <li key={index}>
            <SkeletonCard />
          </li>
        ))}
      </ul>
    );
  }
  if (products.length === 0) {
    return (
      <p className="notice" part="empty">
        {t('shop.noProducts')}
      </p>
    );
  }
  return (
    <ul className="products" part="products" role="list">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} href={`${storefront}/products/${product.id}`} onSelect={onSelect} first={index === 0}>
            {/* Its name ends with the product's: twelve buttons on a page are told apart. Without stock it says so. */}
            <button type="button" className="button card-add" part="card-add" aria-haspopup="dialog" disabled={product.stock === 0} onClick={(event) => onAdd(product, event.currentTarget)}>
              {t(product.stock === 0 ? 'product.outOfStock' : 'product.addToCart')}
              <span className="visually-hidden">: {product.details.title}</span>
            </button>
          </ProductCard>
        </li>
      ))}
    </ul>
  );
}
