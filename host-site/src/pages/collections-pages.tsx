import { catalogueOperations as ops } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { ProductList } from '../frame/product-list.js';
import { usePageMeta, useStructuredData } from '../frame/page-meta.js';
import { breadcrumbData, itemListData } from '../frame/structured-data.js';
import { paragraphs, webUrl } from '../info/paragraphs.js';
import { QueryStatus } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';

/** /collections (SPEC §2): every collection with its picture and story, linking to its page. */
export function CollectionsPage() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, ops.Collections, {}, lang);
  usePageMeta(t('collectionsPage.title'), t('infoPage.description.collections'));
  return (
    <div className="container info-page">
      <h1>{t('collectionsPage.title')}</h1>
      <p className="page-intro">{t('collectionsPage.intro')}</p>
      {query.data ? (
        <ul className="card-list">
          {query.data.collections.map((collection) => (
            <li key={collection.id} className="info-card">
              <img src={webUrl(collection.image)} alt="" width={320} height={240} loading="lazy" />
              <h2>
                <a href={to(`/collections/${encodeURIComponent(collection.id)}`)}>{collection.title}</a>
              </h2>
              <p className="excerpt">{paragraphs(collection.story)[0]}</p>
            </li>
          ))}
        </ul>
      ) : (
        <QueryStatus error={query.error} retry={query.retry} />
      )}
    </div>
  );
}

/** /collections/{id} (SPEC §2 collectionsDetails): the collection's story and its products. */
export function CollectionPage({ id }: { id: string }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, ops.CollectionDetails, { id }, lang);
  const collection = query.data?.collection;
  usePageMeta(collection?.title ?? t('collectionsPage.title'), collection ? paragraphs(collection.story)[0]?.slice(0, 160) : t('infoPage.description.collections'));
  useStructuredData(
    collection && itemListData(collection.products, (product) => to(`/products/${product}`)),
    collection &&
      breadcrumbData([
        { name: t('nav.home'), path: to('/') },
        { name: t('collectionsPage.title'), path: to('/collections') },
        { name: collection.title, path: to(`/collections/${collection.id}`) },
      ]),
  );
  return (
    <div className="container info-page">
      <p>
        <a href={to('/collections')}>{t('collectionsPage.back')}</a>
      </p>
      {!collection ? (
        <QueryStatus error={query.error} retry={query.retry} />
      ) : (
        <>
          <h1>{collection.title}</h1>
          <div className="info-layout">
            <div className="info-text">
              {paragraphs(collection.story).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
            {webUrl(collection.image) && <img className="info-picture" src={webUrl(collection.image)} alt="" width={640} height={480} />}
          </div>
          <h2>{t('collectionsPage.products')}</h2>
          {collection.products.length ? <ProductList products={collection.products} /> : <p>{t('collectionsPage.empty')}</p>}
        </>
      )}
    </div>
  );
}
