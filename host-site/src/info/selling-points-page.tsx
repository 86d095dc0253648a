import { placesOperations, type ResultOf } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { usePageMeta } from '../frame/page-meta.js';
import { mapLinks } from './map-links.js';
import { paragraphs, webUrl } from './paragraphs.js';
import { QueryStatus } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';

/** The three children of /sellingpoints (SPEC §2), in order: the parent leads to the first. */
export const SELLING_SECTIONS = [
  { route: 'ourStudio', path: '/sellingpoints/ourstudio', label: 'infoPage.ourStudio' },
  { route: 'sellingSites', path: '/sellingpoints/sellingsites', label: 'infoPage.sellingSites' },
  { route: 'onlineSellingPoints', path: '/sellingpoints/onlinesellingpoints', label: 'infoPage.onlineShops' },
] as const;

export type SellingSection = (typeof SELLING_SECTIONS)[number]['route'];
type Point = ResultOf<typeof placesOperations.SellingPoints>['sellingPoints'][number];

function PointCard({ point }: { point: Point }) {
  const { t } = useI18n();
  const maps = mapLinks(point.latitude, point.longitude);
  return (
    <li className="info-card selling-point">
      <img src={webUrl(point.image)} alt="" width={320} height={240} loading="lazy" />
      <h3>{point.title}</h3>
      <p className="muted">{t('infoPage.city', { city: point.city.name })}</p>
      <p className={point.drop ? 'pickup yes' : 'pickup'}>{t(point.drop ? 'infoPage.pickup' : 'infoPage.noPickup')}</p>
      {paragraphs(point.description).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <p className="map-links">
        <a href={maps.geo}>{t('infoPage.openInMaps')}</a>
        <a href={maps.web} target="_blank" rel="noopener noreferrer">
          {t('infoPage.openStreetMap')}
        </a>
      </p>
      {point.images.length > 0 && (
        <ul className="info-gallery" aria-label={t('infoPage.gallery')}>
          {point.images.map((image) => (
            <li key={image.id}>
              <img src={webUrl(image.url)} alt="" width={200} height={150} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** /sellingpoints/ourstudio, /sellingpoints/sellingsites, /sellingpoints/onlinesellingpoints (SPEC §2). */
export function SellingPointsPage({ section }: { section: SellingSection }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, placesOperations.SellingPoints, {}, lang);
  const current = SELLING_SECTIONS.find((item) => item.route === section)!;
  usePageMeta(`${t(current.label)} · ${t('infoPage.sellingNav')}`, t('infoPage.description.sellingpoints'));
  const data = query.data;
  return (
    <div className="container info-page">
      <h1>{t('infoPage.sellingNav')}</h1>
      <nav className="sub-nav" aria-label={t('infoPage.sellingNav')}>
        <ul>
          {SELLING_SECTIONS.map((item) => (
            <li key={item.route}>
              <a href={to(item.path)} aria-current={item.route === section ? 'page' : undefined}>
                {t(item.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="section-title">{t(current.label)}</h2>
      {!data ? (
        <QueryStatus error={query.error} retry={query.retry} />
      ) : section === 'onlineSellingPoints' ? (
        <ul className="card-list">
          {data.onlineShops.map((shop) => (
            <li key={shop.id} className="info-card">
              <img src={webUrl(shop.image)} alt="" width={320} height={240} loading="lazy" />
              <h3>{shop.title}</h3>
              <p>{shop.description}</p>
              {webUrl(shop.link) && (
                <a href={webUrl(shop.link)} target="_blank" rel="noopener noreferrer">
                  {t('infoPage.visitShop', { name: shop.title })}
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="card-list">
          {(section === 'ourStudio' ? [data.studio] : data.sellingPoints.filter((point) => point.id !== data.studio.id)).map((point) => (
            <PointCard key={point.id} point={point} />
          ))}
        </ul>
      )}
    </div>
  );
}
