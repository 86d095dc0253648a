import { useCallback, useId, useRef, useState } from 'react';
import { catalogueOperations as ops } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../../api.js';
import { useDismiss } from './use-dismiss.js';
import { useLocalPath } from '../../local-path.js';

/** SPEC §9: the shop menu shows at most 5 sub-categories and 5 collections. */
export const MENU_LIMIT = 5;

/**
 * The shop mega-menu (SPEC §2 Shared chrome): the whole shop, up to 5 sub-categories of the first
 * category, the gift links, accessories, up to 5 collections and all collections; a disclosure
 * button, marked when `current` says the shop page is shown.
 */
export function ShopMenu({ current, onNavigate }: { current?: 'page'; onNavigate?: () => void }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);
  const categories = useQuery(publicClient, ops.Categories, {}, lang);
  const collections = useQuery(publicClient, ops.Collections, {}, lang);
  const first = categories.data?.categories[0];
  const follow = () => {
    setOpen(false);
    onNavigate?.();
  };

  return (
    <div className="shop-menu" ref={root}>
      <button ref={button} type="button" className={current ? 'menu-button current' : 'menu-button'} aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        {t('siteNav.shopMenu')}
      </button>
      <div id={id} className="mega-menu" hidden={!open}>
        <p className="menu-all">
          <a href={to('/shop')} aria-current={current} onClick={follow}>
            {t('siteNav.allProducts')}
          </a>
        </p>
        <section aria-labelledby={`${id}-candles`}>
          <h2 id={`${id}-candles`}>
            <a href={to('/shop?section=candles')} onClick={follow}>
              {first?.title ?? t('siteNav.candles')}
            </a>
          </h2>
          <ul className="menu-subcategories">
            {first?.subCategories.slice(0, MENU_LIMIT).map((sub) => (
              <li key={sub.id}>
                <a href={to(`/shop?section=candles&category=${encodeURIComponent(sub.id)}`)} onClick={follow}>
                  {sub.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${id}-gifts`}>
          <h2 id={`${id}-gifts`}>{t('siteNav.gifts')}</h2>
          <ul>
            <li>
              <a href={to('/shop?section=giftsets')} onClick={follow}>
                {t('siteNav.giftSets')}
              </a>
            </li>
            <li>
              <a href={to('/shop?section=giftcards')} onClick={follow}>
                {t('siteNav.giftCards')}
              </a>
            </li>
            <li>
              <a href={to('/giftsubscription')} onClick={follow}>
                {t('shop.giftSubscription')}
              </a>
            </li>
            <li>
              <a href={to('/personalized-candles')} onClick={follow}>
                {t('shop.personalized')}
              </a>
            </li>
            <li>
              <a href={to('/shop?section=accessories')} onClick={follow}>
                {t('siteNav.accessories')}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby={`${id}-collections`}>
          <h2 id={`${id}-collections`}>{t('siteNav.collections')}</h2>
          <ul className="menu-collections">
            {collections.data?.collections.slice(0, MENU_LIMIT).map((collection) => (
              <li key={collection.id}>
                <a href={to(`/collections/${encodeURIComponent(collection.id)}`)} onClick={follow}>
                  {collection.title}
                </a>
              </li>
            ))}
            <li>
              <a href={to('/collections')} onClick={follow}>
                {t('siteNav.allCollections')}
              </a>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
