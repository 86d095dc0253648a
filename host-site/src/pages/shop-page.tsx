import { useEffect, useRef } from 'react';
import { catalogueOperations, parseShopFilter, shopFilterEntries, shopPageVariables } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { usePageMeta, useStructuredData } from '../frame/page-meta.js';
import { breadcrumbData, itemListData } from '../frame/structured-data.js';
import { useLocalPath, openPath } from '../local-path.js';
import { useWidgetMarkup } from '../frame/widget-markup.js';

/**
 * /shop (SPEC §2): the query pre-fills <candle-product-grid> and follows it; choosing a product
 * stays in the app.
 */
export function ShopPage({ search }: { search: Record<string, string> }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const grid = useRef<HTMLElement>(null);
  const filter = parseShopFilter(new URLSearchParams(search));
  const attributes = Object.fromEntries(shopFilterEntries(filter));
  usePageMeta(t('shop.heading'), t('infoPage.description.shop'));
  // The grid's own question (one answer for both): the listed products for search engines.
  const listed = useQuery(publicClient, catalogueOperations.FilterProducts, shopPageVariables(filter), lang);
  useStructuredData(
    listed.data && itemListData(listed.data.filter.products, (id) => to(`/products/${id}`)),
    breadcrumbData([
      { name: t('nav.home'), path: to('/') },
      { name: t('shop.heading'), path: to('/shop') },
    ]),
  );

  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    const onFilter = (event: HTMLElementEventMap['candle-filter-change']) => {
      const query = event.detail.query;
      openPath(query ? `/shop?${query}` : '/shop');
    };
    const onSelect = (event: HTMLElementEventMap['candle-product-select']) => {
      event.preventDefault();
      openPath(`/products/${event.detail.id}`);
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
        <a href={to('/personalized-candles')}>{t('shop.personalized')}</a>
        <a href={to('/giftsubscription')}>{t('shop.giftSubscription')}</a>
      </nav>
      <candle-product-grid ref={grid} key="grid" {...attributes} {...useWidgetMarkup('candle-product-grid', attributes)} />
    </div>
  );
}
