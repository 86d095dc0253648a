import { useEffect, useRef } from 'react';
import { parseShopFilter, shopFilterEntries } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { $router } from '../router.js';

/**
 * /shop (SPEC §2): the query pre-fills <candle-product-grid> and follows it; choosing a product
 * stays in the app.
 */
export function ShopPage({ search }: { search: Record<string, string> }) {
  const { t } = useI18n();
  const grid = useRef<HTMLElement>(null);
  const attributes = Object.fromEntries(shopFilterEntries(parseShopFilter(new URLSearchParams(search))));

  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    const onFilter = (event: HTMLElementEventMap['candle-filter-change']) => {
      const query = event.detail.query;
      $router.open(query ? `/shop?${query}` : '/shop');
    };
    const onSelect = (event: HTMLElementEventMap['candle-product-select']) => {
      event.preventDefault();
      $router.open(`/products/${event.detail.id}`);
    };
    element.addEventListener('candle-filter-change', onFilter);
    element.addEventListener('candle-product-select', onSelect);
    return () => {
      element.removeEventListener('candle-filter-change', onFilter);
      element.removeEventListener('candle-product-select', onSelect);
    };
  }, []);

  return (
    <div className="container">
      <h1>{t('shop.heading')}</h1>
      {/* SPEC §2 Shop: besides the tabs, links to personalized candles and gift subscriptions. */}
      <nav className="shop-offers" aria-label={t('shop.heading')}>
        <a href="/personalized-candles">{t('personalized.title')}</a>
        <a href="/giftsubscription">{t('subscriptions.title')}</a>
      </nav>
      <candle-product-grid ref={grid} key="grid" {...attributes} />
    </div>
  );
}
