import { catalogueOperations as ops, contentOperations, type Section } from '@candleshop/core';
import { ProductCard, productCardCss, useI18n, useQuery } from '@candleshop/ui';
import { useAdoptedCss } from '../adopt-css.js';
import { publicClient } from '../api.js';
import { usePageMeta } from '../frame/page-meta.js';
import { Carousel } from '../home/carousel.js';
import { Slider } from '../home/slider.js';
import { paragraphs, webUrl } from '../info/paragraphs.js';

// SPEC §2 Home: the tiles link to /shop?section=… by category id (SPEC §1).
const TILE_SECTIONS: Record<string, Section> = { '1': 'candles', '2': 'accessories', '3': 'giftcards', '4': 'giftsets' };
// SPEC §9: the offer banner's colours when the API gives none.
const BANNER_DEFAULT = { bgColor: '#1b2a4e', textColor: '#ffffff' };
const hex = (color: string | undefined, fallback: string) => (color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : fallback);

function Retry({ error, retry }: { error: string; retry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="notice" role="alert">
      <p>{t(error)}</p>
      <button type="button" className="button" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * The home page (SPEC §1, §2 Home): offer banner, slider, wholesale cards, category tiles, the
 * refill call to action, value boxes, and carousels of top-rated products, collections and the
 * most-selling products.
 */
export function HomePage() {
  const { t, lang } = useI18n();
  useAdoptedCss(productCardCss);
  usePageMeta(t('brand'), t('infoPage.description.home'));
  const content = useQuery(publicClient, contentOperations.HomeContent, {}, lang);
  const categories = useQuery(publicClient, ops.Categories, {}, lang);
  const products = useQuery(publicClient, ops.HomeProducts, { first: 8 }, lang);
  const collections = useQuery(publicClient, ops.Collections, {}, lang);
  const banner = content.data?.banner;
  const wholesale = content.data?.texts.filter((text) => text.type === 'label' || text.type === 'personalized') ?? [];

  return (
    <div className="home">
      {banner && (
        <p className="offer-banner" style={{ background: hex(banner.bgColor, BANNER_DEFAULT.bgColor), color: hex(banner.textColor, BANNER_DEFAULT.textColor) }}>
          {webUrl(banner.link) ? <a href={webUrl(banner.link)}>{banner.title}</a> : banner.title}
        </p>
      )}
      <div className="container">
        <h1 className="visually-hidden">{t('home.title')}</h1>
        {content.error ? <Retry error={content.error} retry={content.retry} /> : content.data ? <Slider slides={content.data.sliders} /> : <div className="slider-skeleton" aria-busy="true" />}
        {wholesale.length > 0 && (
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
                  <a className="button" href={text.type === 'label' ? '/whitelabel/request' : '/personalized-candles'}>
                    {t('homePage.discover')}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading">{t('home.categories')}</h2>
          {categories.error ? (
            <Retry error={categories.error} retry={categories.retry} />
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
        {content.data && content.data.valueBoxes.length > 0 && (
          <section aria-labelledby="values-heading">
            <h2 id="values-heading">{t('homePage.values')}</h2>
            <ul className="value-boxes">
              {content.data.valueBoxes.map((box) => (
                <li key={box.id}>
                  <img src={webUrl(box.image)} alt="" width={64} height={64} loading="lazy" />
                  <h3>{box.title}</h3>
                  <p>{box.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {products.error && <Retry error={products.error} retry={products.retry} />}
        {products.data && products.data.topRated.length > 0 && (
          <Carousel id="top-rated" title={t('homePage.topRated')}>
            {products.data.topRated.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} href={`/products/${product.id}`} />
              </li>
            ))}
          </Carousel>
        )}
        {collections.data && collections.data.collections.length > 0 && (
          <Carousel id="home-collections" title={t('homePage.collections')}>
            {collections.data.collections.map((collection) => (
              <li key={collection.id} className="info-card">
                <img src={webUrl(collection.image)} alt="" width={320} height={240} loading="lazy" />
                <h3>
                  <a href={`/collections/${encodeURIComponent(collection.id)}`}>{collection.title}</a>
                </h3>
              </li>
            ))}
          </Carousel>
        )}
        {products.data && products.data.mostSelling.length > 0 && (
          <Carousel id="most-selling" title={t('homePage.mostSelling')}>
            {products.data.mostSelling.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} href={`/products/${product.id}`} />
              </li>
            ))}
          </Carousel>
        )}
      </div>
    </div>
  );
}
