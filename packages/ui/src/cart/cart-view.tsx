import { useRef, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $refillCart, cart, type CartItem, type CartOutcome, describeError, type PromotionQuote, type RefillCartItem, refillCart, shopFailures } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';
import { CartLineCard, RefillLineCard, type LineState } from './cart-line.js';
import { OrderSummary } from './order-summary.js';

/** What changed in the cart, for `candle-cart-change` and the host. */
export interface CartChange {
  kind: 'item' | 'refill';
  id: string;
  action: 'quantity' | 'remove';
}

/** Options of {@link CartView}. */
export interface CartViewOptions {
  /** Where proceed-to-checkout leads: the storefront's `/checkout`. */
  checkoutHref: string;
  /** A product's page, for the line titles; none: titles are plain text. */
  productHref?: (id: string) => string;
  /**
   * After a change the server (or local storage) accepted; `line` is the line as it was before it,
   * `units` how many were added (positive) or taken away (negative).
   */
  onChange?: (change: CartChange, line: CartItem | RefillCartItem, units: number) => void;
  /** A place to go after the last line is removed, e.g. "continue shopping". */
  shopHref?: string;
  /** The level of the line titles and the summary's heading: 3 (default) under an h2, 2 under a page's h1. */
  headingLevel?: 2 | 3;
  /** A click on proceed-to-checkout, before the browser follows it. */
  onCheckout?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The server's quote of the cart's automatic promotion, for the summary. */
  promotion?: Pick<PromotionQuote, 'discount' | 'name'>;
}

const IDLE: LineState = { busy: false };

/**
 * The cart's contents (SPEC §2 Cart): item cards, refill item cards, the order summary, or the
 * empty message. Shared by <candle-cart-drawer> and the storefront's /cart page.
 */
export function CartView({ checkoutHref, productHref, onChange, shopHref, headingLevel = 3, onCheckout, promotion }: CartViewOptions) {
  const { t } = useI18n();
  const items = useStore($cart).items;
  const refills = useStore($refillCart).items;
  const [states, setStates] = useState<Record<string, LineState>>({});
  const list = useRef<HTMLDivElement>(null);

  async function run(kind: CartChange['kind'], line: CartItem | RefillCartItem, action: CartChange['action'], units: number, call: () => Promise<CartOutcome>) {
    const { id } = line;
    const key = `${kind}:${id}`;
    setStates((all) => ({ ...all, [key]: { busy: true } }));
    const removing = action === 'remove';
    const { error } = await call();
    if (error === undefined) {
      setStates(({ [key]: _done, ...rest }) => rest);
      onChange?.({ kind, id, action }, line, units);
      // The line and its focused button are gone: keep keyboard users in the cart.
      if (removing || !stillThere(kind, id)) list.current?.focus();
      return;
    }
    // SPEC §8: cart edit and remove errors are only logged; the line keeps its last good state
    // and says the change did not go through.
    console.error('candleshop: cart change failed', error);
    setStates((all) => ({ ...all, [key]: { busy: false, error: describeError(error, shopFailures.cart).message } }));
  }
  const stillThere = (kind: CartChange['kind'], id: string) => (kind === 'item' ? $cart.get().items : $refillCart.get().items).some((line) => line.id === id);

  const step = (kind: CartChange['kind'], line: CartItem | RefillCartItem, direction: 1 | -1) => {
    const actions = kind === 'item' ? cart : refillCart;
    // SPEC §5 Cart: minus at quantity 1 removes the line.
    const action = direction < 0 && line.quantity <= 1 ? 'remove' : 'quantity';
    return run(kind, line, action, direction, () => (direction > 0 ? actions.increase(line.id) : actions.decrease(line.id)));
  };

  const empty = items.length === 0 && refills.length === 0;
  const subtotal = [...items, ...refills].reduce((sum, line) => sum + line.total, 0);
  return (
    <div className="cart-view" part="cart" ref={list} tabIndex={-1}>
      {empty ? (
        <div className="cart-empty" part="empty">
          <p>{t('cart.empty')}</p>
          {shopHref && (
            <a className="cart-continue" href={shopHref}>
              {t('cartView.continue')}
            </a>
          )}
        </div>
      ) : (
        <>
          {items.length > 0 && (
            <ul className="lines" part="lines" aria-label={t('cartView.items')}>
              {items.map((item) => (
                <CartLineCard
                  key={item.id}
                  item={item}
                  level={headingLevel}
                  href={productHref?.(item.product.id)}
                  state={states[`item:${item.id}`] ?? IDLE}
                  onStep={(direction) => step('item', item, direction)}
                  onRemove={() => run('item', item, 'remove', -item.quantity, () => cart.remove(item.id))}
                />
              ))}
            </ul>
          )}
          {refills.length > 0 && (
            <ul className="lines" part="lines" aria-label={t('cartView.refills')}>
              {refills.map((item) => (
                <RefillLineCard
                  key={item.id}
                  item={item}
                  level={headingLevel}
                  state={states[`refill:${item.id}`] ?? IDLE}
                  onStep={(direction) => step('refill', item, direction)}
                  onRemove={() => run('refill', item, 'remove', -item.quantity, () => refillCart.remove(item.id))}
                />
              ))}
            </ul>
          )}
          <OrderSummary subtotal={subtotal} checkoutHref={checkoutHref} level={headingLevel} onCheckout={onCheckout} promotion={promotion} />
        </>
      )}
    </div>
  );
}
