import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $refillCart, catalogueOperations, type BuyNowItem, type Lang, type PublicClient, type ResultOf, type Translate } from '@candleshop/core';
import type { AnalyticsItem } from '../internal/analytics-detail.js';
import { cartItems } from '../internal/cart-items.js';
import type { SummaryLine } from './order-summary.js';

type Product = NonNullable<ResultOf<typeof catalogueOperations.ProductDetails>['product']>;

/** What the checkout orders: its summary lines, and each line's product title for `stock.{index}`. */
export interface OrderLines {
  lines: SummaryLine[];
  /** The same lines for `candle-analytics`. */
  items: AnalyticsItem[];
  /** The buy-now item as it is ordered: a missing or unknown size becomes the first one. */
  item?: BuyNowItem;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

// SPEC §2 Product details: the first size is pre-selected, so a buy-now link without a (known)
// size orders the first one rather than a product the server would refuse.
function withSize(product: Product, item: BuyNowItem): BuyNowItem {
  if (!product.sizes.length || product.sizes.some((option) => option.id === item.size)) return item;
  return { ...item, size: product.sizes[0]!.id };
}

function buyNowLine(product: Product, item: BuyNowItem): { line: SummaryLine; analytics: AnalyticsItem } {
  const size = product.sizes.find((option) => option.id === item.size);
  const color = product.colors.find((option) => option.id === item.color);
  const scent = product.scents.find((option) => option.id === item.scent);
  // SPEC §5 Totals: quantity × size price, or the product price when there is no size.
  const price = size?.price ?? product.details.price ?? 0;
  const choices = [size?.size.title, color?.title, scent?.title].filter((text): text is string => Boolean(text));
  return {
    line: { key: `buy-now:${product.id}`, title: product.details.title, choices, quantity: item.quantity, total: price * item.quantity },
    analytics: { item_id: product.id, item_name: product.details.title, item_category: 'candle', item_variant: choices.join(' / '), price, quantity: item.quantity },
  };
}

/** The lines of a buy-now (the product fetched) or of the shopper's cart and refill cart. */
export function useOrderLines(client: PublicClient, lang: Lang, t: Translate, item: BuyNowItem | undefined): OrderLines {
  const cart = useStore($cart);
  const refills = useStore($refillCart);
  const [product, setProduct] = useState<{ id: string; lang: Lang; data?: Product; failed?: boolean }>();
  const [attempt, setAttempt] = useState(0);
  const id = item?.product;

  useEffect(() => {
    if (!id) return;
    let live = true;
    setProduct(undefined);
    void client.query(catalogueOperations.ProductDetails, { id }, lang).then((result) => {
      if (live) setProduct({ id, lang, data: result.data?.product ?? undefined, failed: !result.data?.product });
    });
    return () => {
      live = false;
    };
  }, [client, id, lang, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (item) {
    const current = product?.id === item.product && product.lang === lang ? product : undefined;
    const ordered = current?.data ? withSize(current.data, item) : item;
    const only = current?.data && buyNowLine(current.data, ordered);
    return { lines: only ? [only.line] : [], items: only ? [only.analytics] : [], item: ordered, loading: !current, failed: Boolean(current?.failed), retry };
  }
  const lines: SummaryLine[] = [
    ...cart.items.map((line) => ({
      key: `cart:${line.id}`,
      title: line.product.details.title,
      choices: [line.size?.size.title, line.color?.title, line.scent?.title].filter((text): text is string => Boolean(text)),
      quantity: line.quantity,
      total: line.total,
    })),
    ...refills.items.map((line) => ({
      key: `refill:${line.id}`,
      title: t('checkoutForm.refill', { size: line.size.title, container: line.container.title }),
      choices: [line.color.title, line.scent.title, line.wick.title],
      quantity: line.quantity,
      total: line.total,
    })),
  ];
  return { lines, items: cartItems(), loading: false, failed: false, retry };
}
