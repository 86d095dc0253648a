import { catalogueOperations as ops, type Section } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';

// SPEC §2 Home: the tiles link to /shop?section=… by category id (SPEC §1).
const TILE_SECTIONS: Record<string, Section> = { '1': 'candles', '2': 'accessories', '3': 'giftcards', '4': 'giftsets' };

/** The home page: a welcome, the four category tiles and the refill call to action (SPEC §2 Home). */
export function HomePage() {
  const { t, lang } = useI18n();
  const categories = useQuery(publicClient, ops.Categories, {}, lang);
  return (
    <div className="container">
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
        <a className="button" href="/shop">
          {t('home.shopNow')}
        </a>
      </section>
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading">{t('home.categories')}</h2>
        {categories.error ? (
          <div className="notice" role="alert">
            <p>{t(categories.error)}</p>
            <button type="button" className="button" onClick={categories.retry}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <ul className="tiles" aria-busy={categories.loading}>
            {categories.data
              ? categories.data.categories
                  .filter((category) => TILE_SECTIONS[category.id])
                  .map((category) => (
                    <li key={category.id}>
                      <a className="tile" href={`/shop?section=${TILE_SECTIONS[category.id]}`}>
                        <img src={category.image ?? ''} alt="" width={400} height={300} />
                        <span>{category.title}</span>
                      </a>
                    </li>
                  ))
              : [1, 2, 3, 4].map((n) => <li key={n} className="tile-skeleton" aria-hidden="true" />)}
          </ul>
        )}
      </section>
      {/* SPEC §2 Home: the refill button goes to /refill. */}
      <section className="refill-cta" aria-labelledby="refill-cta-heading">
        <h2 id="refill-cta-heading">{t('home.refillTitle')}</h2>
        <p>{t('home.refillIntro')}</p>
        <a className="button" href="/refill">
          {t('home.refillCta')}
        </a>
      </section>
    </div>
  );
}
