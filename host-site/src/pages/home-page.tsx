import { catalogueOperations as ops, contentOperations } from '@candleshop/core';
import { ProductCard, useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { usePageMeta, useStructuredData } from '../frame/page-meta.js';
import { shopData } from '../frame/structured-data.js';
import { Carousel } from '../home/carousel.js';
import { Slider } from '../home/slider.js';
import { webUrl } from '../info/paragraphs.js';
import { CategoryTiles, ValueBoxes, WholesaleCards } from '../home/home-sections.js';
import { LoadFailure } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';

// SPEC §9: the offer banner's colours when the API gives none.
const BANNER_DEFAULT = { bgColor: '#1b2a4e', textColor: '#ffffff' };
const hex = (color: string | undefined, fallback: string) => (color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : fallback);

/**
 * The home page (SPEC §1, §2 Home): offer banner, slider, wholesale cards, category tiles, the
 * refill call to action, value boxes, and carousels of top-rated products, collections and the
 * most-selling products.
 */
export function HomePage() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  usePageMeta(t('home.title'), t('infoPage.description.home'));
  const contact = useQuery(publicClient, contentOperations.ContactDetails, {}, lang);
  const content = useQuery(publicClient, contentOperations.HomeContent, {}, lang);
  const products = useQuery(publicClient, ops.HomeProducts, { first: 8 }, lang);
  const collections = useQuery(publicClient, ops.Collections, {}, lang);
  const banner = content.data?.banner;
  const entry = (type: string) => contact.data?.contact.find((item) => item.type === type)?.value;
  useStructuredData(
    ...shopData({
      name: t('brand'),
      home: to('/'),
      searchPath: to('/search'),
      email: entry('email'),
      phone: entry('phone'),
      sameAs: contact.data?.socialMedia.map((link) => webUrl(link.url)).filter((url): url is string => Boolean(url)) ?? [],
    }),
  );

  return (
    <div className="home">
      {banner && (
        <p className="offer-banner" style={{ background: hex(banner.bgColor, BANNER_DEFAULT.bgColor), color: hex(banner.textColor, BANNER_DEFAULT.textColor) }}>
          {webUrl(banner.link) ? <a href={to(webUrl(banner.link))}>{banner.title}</a> : banner.title}
        </p>
      )}
      <div className="container">
        <h1 className="visually-hidden">{t('home.title')}</h1>
        {content.error ? <LoadFailure error={content.error} retry={content.retry} /> : content.data ? <Slider slides={content.data.sliders} /> : <div className="slider-skeleton" aria-busy="true" />}
        <WholesaleCards texts={content.data?.texts} />
        <CategoryTiles />
        {/* SPEC §2 Home: the refill button goes to /refill. */}
        <section className="refill-cta" aria-labelledby="refill-cta-heading">
          <h2 id="refill-cta-heading">{t('home.refillTitle')}</h2>
          <p>{t('home.refillIntro')}</p>
          <a className="button" href={to('/refill')}>
            {t('home.refillCta')}
          </a>
        </section>
        <ValueBoxes boxes={content.data?.valueBoxes} />
        {products.error && <LoadFailure error={products.error} retry={products.retry} />}
        {products.data && products.data.topRated.length > 0 && (
          <Carousel id="top-rated" title={t('homePage.topRated')}>
            {products.data.topRated.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} href={to(`/products/${product.id}`)} />
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
                  <a href={to(`/collections/${encodeURIComponent(collection.id)}`)}>{collection.title}</a>
                </h3>
              </li>
            ))}
          </Carousel>
        )}
        {products.data && products.data.mostSelling.length > 0 && (
          <Carousel id="most-selling" title={t('homePage.mostSelling')}>
            {products.data.mostSelling.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} href={to(`/products/${product.id}`)} />
              </li>
            ))}
          </Carousel>
        )}
      </div>
    </div>
  );
}
