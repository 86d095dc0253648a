import { formatPrice, placesOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { usePageMeta } from '../frame/page-meta.js';
import { QueryStatus } from '../frame/query-status.js';

/** /shippingprices (SPEC §2, §9): every city and its delivery price. */
export function ShippingPricesPage() {
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, placesOperations.Cities, {}, lang);
  usePageMeta(t('infoPage.shippingTitle'), t('infoPage.description.shippingprices'));
  return (
    <div className="container narrow info-page">
      <h1>{t('infoPage.shippingTitle')}</h1>
      <p className="page-intro">{t('infoPage.shippingIntro')}</p>
      {query.data ? (
        <table className="price-table">
          <thead>
            <tr>
              <th scope="col">{t('infoPage.cityColumn')}</th>
              <th scope="col">{t('infoPage.priceColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.cities.map((city) => (
              <tr key={city.id}>
                <th scope="row">{city.name}</th>
                <td>{formatPrice(city.price, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <QueryStatus error={query.error} retry={query.retry} />
      )}
    </div>
  );
}
