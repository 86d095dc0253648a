import { catalogueOperations as ops, type ResultOf, type Section, contentOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { paragraphs, webUrl } from '../info/paragraphs.js';
import { LoadFailure } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';

type HomeContent = ResultOf<typeof contentOperations.HomeContent>;

// SPEC §2 Home: the tiles link to /shop?section=… by category id (SPEC §1).
const TILE_SECTIONS: Record<string, Section> = { '1': 'candles', '2': 'accessories', '3': 'giftcards', '4': 'giftsets' };

/** SPEC §1 Home: the wholesale cards, the page texts of type label and personalized. */
export function WholesaleCards({ texts }: { texts: HomeContent['texts'] | undefined }) {
  const to = useLocalPath();
  const { t } = useI18n();
  const wholesale = texts?.filter((text) => text.type === 'label' || text.type === 'personalized') ?? [];
  if (wholesale.length === 0) return null;
  return (
    <section aria-labelledby="wholesale-heading">
      <h2 id="wholesale-heading">{t('homePage.wholesale')}</h2>
      <ul className="wholesale-cards">
        {wholesale.map((text) => (
          <li key={text.id} className="info-card">
            {webUrl(text.image) && <img src={webUrl(text.image)} alt="" width={480} height={320} loading="lazy" />}
            <h3>{text.title}</h3>
            {text.subtitle && <p className="muted">{text.subtitle}</p>}
            <p>{paragraphs(text.description)[0]}</p>
            {/* SPEC §2 Home: the wholesale cards go to /whitelabel/request and /personalized-candles. */}
            <a className="button" href={to(text.type === 'label' ? '/whitelabel/request' : '/personalized-candles')}>
              {t('homePage.discover')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SPEC §2 Home: the four category tiles, each to its shop section. */
export function CategoryTiles() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const categories = useQuery(publicClient, ops.Categories, {}, lang);
  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading">{t('home.categories')}</h2>
      {categories.error ? (
        <LoadFailure error={categories.error} retry={categories.retry} />
      ) : (
        <ul className="tiles" aria-busy={categories.loading}>
          {categories.data
            ? categories.data.categories
                .filter((category) => TILE_SECTIONS[category.id])
                .map((category) => (
                  <li key={category.id}>
                    <a className="tile" href={to(`/shop?section=${TILE_SECTIONS[category.id]}`)}>
                      <img src={category.image ?? ''} alt="" width={400} height={300} />
                      <span>{category.title}</span>
                    </a>
                  </li>
                ))
            : [1, 2, 3, 4].map((n) => <li key={n} className="tile-skeleton" aria-hidden="true" />)}
        </ul>
      )}
    </section>
  );
}

/** The shop's promises as boxes (delivery, hand-poured, …). */
export function ValueBoxes({ boxes }: { boxes: HomeContent['valueBoxes'] | undefined }) {
  const { t } = useI18n();
  if (!boxes || boxes.length === 0) return null;
  return (
    <section aria-labelledby="values-heading">
      <h2 id="values-heading">{t('homePage.values')}</h2>
      <ul className="value-boxes">
        {boxes.map((box) => (
          <li key={box.id}>
            <img src={webUrl(box.image)} alt="" width={64} height={64} loading="lazy" />
            <h3>{box.title}</h3>
            <p>{box.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
