// A card's quick add (issue 26): its own chunk, loaded on the first press of Add to cart. The
// product's choice is the storefront product page's (ui's ProductPurchase, core's choice rules),
// and the line goes into the page's shared cart, so a cart drawer beside the grid shows it at once.
import { useEffect, useRef } from 'react';
import { buyingMessages, type Lang, type MessageArea, type ProductChoices, type PublicClient } from '@candleshop/core';
import { I18nProvider, ProductPurchase, StockNote, useI18n, useMessages, useQuery, type CardProduct } from '@candleshop/ui';
import type { AnalyticsItem } from '../internal/analytics.js';
import { cartItem } from '../internal/cart-items.js';
import { adoptCss } from '../internal/define-element.js';
import { quickAddCss } from './quick-add.css.js';

/** Options of {@link QuickAddBody}. */
export interface QuickAddBodyOptions {
  client: PublicClient;
  lang: Lang;
  /**
   * The listing's message area (catalogue), handed over rather than imported: this chunk then
   * shares no module with the grid's alone, which stays one chunk.
   */
  listing: MessageArea;
  /** core's ProductChoices query, handed over for the same reason (its module is the grid's alone). */
  query: typeof ProductChoices;
  /** The card's product; its options, stock and prices are read afresh from the server. */
  product: CardProduct;
  /** A line went into the cart: it, as `add_to_cart` reports it (the cart drawer's items alike). */
  onAdded?: (item: AnalyticsItem) => void;
}

/** The product's choices, its price for the chosen size, the quantity and Add to cart. */
export function QuickAddBody(options: QuickAddBodyOptions) {
  // The product page's texts (choices, quantity, Add to cart) beside the listing's, already here.
  const { i18n, failed, retry } = useMessages(options.lang, [options.listing, buyingMessages]);
  const { t } = useI18n();
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (anchor.current) adoptCss(anchor.current, quickAddCss);
  }, []);
  return (
    <div ref={anchor} className="quick-add-body">
      {i18n ? (
        <I18nProvider value={i18n}>
          <Choice {...options} />
        </I18nProvider>
      ) : failed ? (
        <Retry message="errors.network" onRetry={retry} />
      ) : (
        <p role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      )}
    </div>
  );
}

function Choice({ client, lang, query: document, product: card, onAdded }: QuickAddBodyOptions) {
  const { t } = useI18n();
  const query = useQuery(client, document, { id: card.id }, lang);
  const product = query.data?.product;
  if (query.error) return <Retry message={query.error} onRetry={query.retry} />;
  if (query.data && !product) return <p className="unavailable">{t('productPage.unavailable')}</p>;
  if (!product) {
    return (
      <p role="status" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <>
      <StockNote stock={product.stock} />
      <ProductPurchase key={product.id} product={product} promotion={card.promotion} onAdded={(line, price) => onAdded?.(promotedItem(cartItem({ ...line, total: price * line.quantity }), card, price))} />
    </>
  );
}

/**
 * Issue 35 item 5: a line of the card's promoted price carries the promotion in GA4's item
 * parameters (promotion_id, promotion_name, discount a unit), its price the reduced one, as the
 * grid's items do; another size's price is the listed one (the server priced only the card's).
 */
export function promotedItem(item: AnalyticsItem, { promotion }: CardProduct, price: number): AnalyticsItem {
  if (!promotion || promotion.was !== price || promotion.id === undefined) return item;
  return { ...item, price: promotion.price, promotion_id: promotion.id, promotion_name: promotion.name, discount: promotion.was - promotion.price };
}

// Not ui's RetryNotice: it sits in a chunk of the checkout's, which this one would split in two
// for every page with a checkout (DESIGN §6 budgets).
function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <p role="alert">
      {t(message)}{' '}
      <button type="button" className="button secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </p>
  );
}
