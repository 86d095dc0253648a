import type { ReactNode } from 'react';
import { catalogueOperations as ops, ProductPromotionPrice, SECTIONS, type ProductPick } from '@candleshop/core';
import { ProductPurchase, PromotedPrice, StarRating, StockNote, useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../../api.js';
import { NotFoundPage } from '../not-found-page.js';
import { usePageMeta, useStructuredData } from '../../frame/page-meta.js';
import { breadcrumbData, productData } from '../../frame/structured-data.js';
import { paragraphs } from '../../info/paragraphs.js';
import { ProductGallery } from './product-gallery.js';
import { ProductReviews } from './product-reviews.js';
import { SimilarProducts } from './similar-products.js';
import type { PageProduct } from './product-types.js';
import { useLocalPath, openPath } from '../../local-path.js';

/** Options of {@link ProductPage}. */
export interface ProductPageOptions {
  id: string;
  /**
   * The write-review button and modal (SPEC §2), shown beside the reviews' heading. The accounts UI
   * provides it; until then there is none.
   */
  writeReview?: (product: PageProduct) => ReactNode;
}

const sectionOf = (categoryId: string) => Object.entries(SECTIONS).find(([, id]) => String(id) === categoryId)?.[0];

/** /products/{id} (SPEC §2 Product details). An unknown id shows the 404 page's content. */
export function ProductPage({ id, writeReview }: ProductPageOptions) {
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, ops.ProductDetails, { id }, lang);
  const product = query.data?.product;

  if (query.error === 'errors.notFound' || (query.data && !product)) return <NotFoundPage />;
  if (query.error) {
    return (
      <div className="container notice" role="alert">
        <p>{t(query.error)}</p>
        <button type="button" className="button" onClick={query.retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!product) {
    return (
      <div className="container product-loading" aria-busy="true">
        <p role="status">{t('common.loading')}</p>
      </div>
    );
  }
  // A new product (a link to another one) starts with a fresh choice.
  return <ProductView key={product.id} product={product} writeReview={writeReview?.(product)} />;
}

function ProductView({ product, writeReview }: { product: PageProduct; writeReview?: ReactNode }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  // Issue 35 item 4: the server's reduced price, asked apart so the checkout's ProductDetails stays small.
  const promoted = useQuery(publicClient, ProductPromotionPrice, { id: product.id }, lang);
  const title = product.details.title;
  const section = sectionOf(product.category.id);
  const sectionPath = section ? `/shop?section=${section}` : '/shop';
  usePageMeta(title, paragraphs(product.details.description)[0]?.slice(0, 160));
  useStructuredData(
    productData(product, to(`/products/${product.id}`), t('brand')),
    breadcrumbData([
      { name: t('nav.home'), path: to('/') },
      { name: t('nav.shop'), path: to('/shop') },
      { name: product.category.title, path: to(sectionPath) },
      { name: title, path: to(`/products/${product.id}`) },
    ]),
  );

  // SPEC §2: Buy now goes to checkout with product, quantity, size, color and scent.
  const buyNowHref = (pick: ProductPick) => {
    const query = new URLSearchParams({ product: product.id, quantity: String(pick.quantity) });
    if (pick.size) query.set('size', pick.size);
    if (pick.color) query.set('color', pick.color);
    if (pick.scent) query.set('scent', pick.scent);
    return `/checkout?${query}`;
  };

  return (
    <div className="container product-page">
      <nav className="breadcrumb" aria-label={t('productPage.breadcrumb')}>
        <ol>
          <li>
            <a href={to('/')}>{t('nav.home')}</a>
          </li>
          <li>
            <a href={to('/shop')}>{t('nav.shop')}</a>
          </li>
          <li>
            <a href={to(sectionPath)}>{product.category.title}</a>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className="product-main">
        <ProductGallery title={title} image={product.details.image} images={product.images} />
        <div className="product-info">
          <h1>{title}</h1>
          <StarRating rating={product.rating} ratings={product.ratings} />
          <StockNote stock={product.stock} />
          {product.collection && (
            <p className="collection">
              {t('productPage.collection')}: <a href={to(`/shop?collection=${product.collection.id}`)}>{product.collection.title}</a>
            </p>
          )}
          <p className="description">{product.details.description}</p>
          <ProductPurchase
            product={product}
            promotion={promoted.data?.product?.promotion}
            renderPrice={(price) => <PromotedPrice price={price} promotion={promoted.data?.product?.promotion} />}
            buyNowHref={buyNowHref}
            onBuyNow={(href) => openPath(href)}
          />
        </div>
      </div>
      <ProductReviews reviews={product.reviews} writeReview={writeReview} />
      <SimilarProducts id={product.id} />
    </div>
  );
}
