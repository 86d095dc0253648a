import { isoDate, type catalogueOperations, type ResultOf } from '@candleshop/core';

// schema.org objects for search engines (issue 14). Paths (`/products/4`) are made absolute by the
// server with the shop's address (ssr/head-tags.ts), so these builders need no origin.

type PageProduct = NonNullable<ResultOf<typeof catalogueOperations.ProductDetails>['product']>;

/** What a listed product needs: its id, title, picture and price. */
export interface ListedProduct {
  id: string;
  details: { title: string; image?: string | null; price?: number | null };
  sizes?: readonly { price: number }[] | null;
}

const SCHEMA = 'https://schema.org';
const IN_STOCK = `${SCHEMA}/InStock`;
const OUT_OF_STOCK = `${SCHEMA}/OutOfStock`;

/** A product's prices: each size's, or the product's own (SPEC §2 Product card). */
function pricesOf(product: ListedProduct): number[] {
  const sizes = product.sizes?.map((size) => size.price) ?? [];
  if (sizes.length > 0) return sizes;
  return product.details.price == null ? [] : [product.details.price];
}

/**
 * Product with its offer in IQD, stock, rating and reviews (Google's product snippet).
 * @param path the product page's address in the page's language
 */
export function productData(product: PageProduct, path: string, brand: string): object {
  const prices = pricesOf(product);
  const availability = product.stock > 0 ? IN_STOCK : OUT_OF_STOCK;
  const images = [product.details.image, ...product.images.map((image) => image.url)].filter((url): url is string => Boolean(url));
  const offers =
    prices.length > 1
      ? { '@type': 'AggregateOffer', priceCurrency: 'IQD', lowPrice: Math.min(...prices), highPrice: Math.max(...prices), offerCount: prices.length, availability, url: path }
      : { '@type': 'Offer', priceCurrency: 'IQD', price: prices[0] ?? 0, availability, url: path };
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${path}#product`,
    name: product.details.title,
    description: product.details.description ?? undefined,
    image: [...new Set(images)],
    sku: product.id,
    brand: { '@type': 'Brand', name: brand },
    offers,
    ...(product.ratings > 0 && { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.ratings, bestRating: 5, worstRating: 1 } }),
    ...(product.reviews.length > 0 && {
      review: product.reviews.map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.customer?.name ?? brand },
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        reviewBody: review.review,
        datePublished: isoDate(review.date),
      })),
    }),
  };
}

/** The products a listing shows, in order (shop and collection pages). */
export function itemListData(products: readonly ListedProduct[], productPath: (id: string) => string): object {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: productPath(product.id),
      name: product.details.title,
    })),
  };
}

/** The path from the home page to this one, each step with its name. */
export function breadcrumbData(steps: readonly { name: string; path: string }[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.path })),
  };
}

/** The shop itself and its site search (the home page). */
export function shopData(options: { name: string; home: string; searchPath: string; email?: string; phone?: string; sameAs: readonly string[] }): object[] {
  return [
    {
      '@context': SCHEMA,
      '@type': 'Organization',
      '@id': `${options.home}#organization`,
      name: options.name,
      url: options.home,
      ...(options.email && { email: options.email }),
      ...(options.phone && { telephone: options.phone }),
      ...(options.sameAs.length > 0 && { sameAs: options.sameAs }),
    },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      name: options.name,
      url: options.home,
      potentialAction: { '@type': 'SearchAction', target: `${options.searchPath}?s={search_term_string}`, 'query-input': 'required name=search_term_string' },
    },
  ];
}
