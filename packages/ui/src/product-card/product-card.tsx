import type { MouseEvent, ReactNode } from 'react';
import { cardPrice } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';
import { PromotedPrice, type ShownPromotion } from './promoted-price.js';
import { StarRating } from './star-rating.js';

/** The product fields a card shows (core's ProductCardFields fragment). */
export interface CardProduct {
  id: string;
  new: boolean;
  rating: number;
  ratings: number;
  /** In stock: what a card's action (the grid's quick add) may offer. */
  stock?: number;
  details: { title: string; image: string; price?: number | null };
  collection?: { id: string; title: string } | null;
  sizes: readonly { price: number }[];
  /** The server's reduced price, when an automatic promotion applies (issue 35 item 4). */
  promotion?: ShownPromotion | null;
}

/** Options of {@link ProductCard}. */
export interface ProductCardOptions {
  product: CardProduct;
  /** Where the card leads: the product's page on the storefront. */
  href: string;
  /** Called on a plain click; may call `event.preventDefault()` to navigate in-app instead. */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>, product: CardProduct) => void;
  /** Shown last: an action of the card's own (the grid's Add to cart), above the link's target area. */
  children?: ReactNode;
  /** The first card of a list: its image is the page's largest paint, fetched at once rather than lazily. */
  first?: boolean;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** SPEC §2 Product card: image, title, collection, star rating, review count, price, New badge. */
export function ProductCard({ product, href, onSelect, children, first }: ProductCardOptions) {
  const { t } = useI18n();
  const price = cardPrice(product);
  return (
    <article className="card" part="card">
      <div className="card-media">
        <img className="card-image" part="card-image" src={product.details.image} alt="" loading={first ? undefined : 'lazy'} fetchPriority={first ? 'high' : undefined} width={320} height={320} />
        {product.new && (
          <span className="badge" part="badge">
            {t('product.new')}
          </span>
        )}
      </div>
      <h3 className="card-title" part="card-title">
        <a
          className="card-link"
          part="card-link"
          href={href}
          onClick={(event) => {
            if (onSelect && isPlainClick(event)) onSelect(event, product);
          }}
        >
          {product.details.title}
        </a>
      </h3>
      {product.collection && (
        <p className="card-collection" part="card-collection">
          {product.collection.title}
        </p>
      )}
      <StarRating rating={product.rating} ratings={product.ratings} />
      {price !== undefined && (
        <p className="card-price" part="price">
          <PromotedPrice price={price} promotion={product.promotion} />
        </p>
      )}
      {children}
    </article>
  );
}

/** A grey stand-in for a card while products load (SPEC §2: 12 skeleton cards). */
export function SkeletonCard() {
  return (
    <div className="card skeleton" part="skeleton" aria-hidden="true">
      <div className="card-media" />
      <div className="skeleton-line" />
      <div className="skeleton-line short" />
    </div>
  );
}
