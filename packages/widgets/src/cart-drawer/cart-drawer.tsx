import { useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cartCount, buyingMessages, formatNumber, type Lang } from '@candleshop/core';
import { CartView, I18nProvider, useClientState, useMessages, type CartViewOptions } from '@candleshop/ui';
import { useCartPromotion } from './use-cart-promotion.js';
import { useHandoff } from './use-handoff.js';

// The drawer shows the cart's texts (cartView, cartDrawer) beside the shop-wide ones.
/** The message areas the widget shows beyond the shop-wide ones. */
export const CART_DRAWER_AREAS = [buyingMessages];

/** Options of {@link CartDrawer}. */
export interface CartDrawerOptions {
  lang: Lang;
  /** The storefront's origin: checkout, the cart page and product pages are there. */
  storefront: string;
  /** The GraphQL endpoint a guest's cart is handed off through (issue 24 item 7). */
  endpoint: string;
  /** After the shopper changed the cart in the drawer and the change went through (CartView's onChange). */
  onChange?: CartViewOptions['onChange'];
  /** The shopper opened the drawer. */
  onOpen?: () => void;
  /** The shopper followed proceed-to-checkout. */
  onCheckout?: () => void;
}

function CartIcon() {
  return (
    <svg className="cart-icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="10" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

/**
 * The cart button with its badge (SPEC §2 Shared chrome: cart items plus refill items) and the
 * drawer it opens: a modal dialog (focus stays inside, Esc closes, focus returns to the button)
 * holding the cart (SPEC §2 Cart).
 */
export function CartDrawer({ lang, storefront, endpoint, onChange, onOpen, onCheckout }: CartDrawerOptions) {
  const { i18n, failed, retry } = useMessages(lang, CART_DRAWER_AREAS);
  const stored = useStore($cartCount);
  // The local cart is the browser's: a drawer hydrating the server's empty badge starts empty too.
  const count = useClientState() ? stored : 0;
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const heading = useId();
  const handoff = useHandoff(endpoint, storefront, lang, open);
  const promotion = useCartPromotion(endpoint, lang, open);

  if (!i18n) {
    return (
      <div part="base" className="drawer-root" aria-busy={!failed}>
        {failed && (
          <button type="button" className="cart-button" onClick={retry}>
            ↻
          </button>
        )}
      </div>
    );
  }
  const { t } = i18n;
  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
    onOpen?.();
  };
  const close = () => dialog.current?.close();
  return (
    <I18nProvider value={i18n}>
      <div part="base" className="drawer-root" dir={i18n.dir} lang={i18n.lang}>
        <button ref={button} type="button" className="cart-button" part="button" aria-haspopup="dialog" aria-expanded={open} aria-label={t('cartDrawer.open', { count })} onClick={show}>
          <CartIcon />
          <span className="cart-badge" part="badge" aria-hidden="true">
            {formatNumber(count, i18n.lang)}
          </span>
        </button>
        <dialog
          ref={dialog}
          className="drawer"
          part="drawer"
          aria-labelledby={heading}
          onClose={() => {
            setOpen(false);
            // Chromium returns focus itself; other engines may not.
            button.current?.focus();
          }}
          onClick={(event) => {
            // A click on the backdrop lands on the dialog itself; the panel covers everything else.
            if (event.target === event.currentTarget) close();
          }}
        >
          <div className="drawer-panel">
            <div className="drawer-head">
              <h2 id={heading} className="drawer-title">
                {t('cartDrawer.title')}
              </h2>
              <button type="button" className="drawer-close" part="close" aria-label={t('cartDrawer.close')} onClick={close}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {open && (
              <>
                <CartView
                  promotion={promotion}
                  checkoutHref={handoff.href(`${storefront}/checkout`)}
                  productHref={(id) => `${storefront}/products/${encodeURIComponent(id)}`}
                  shopHref={`${storefront}/shop`}
                  onChange={onChange}
                  onCheckout={(event) => {
                    onCheckout?.();
                    handoff.follow(event);
                  }}
                />
                {handoff.failed && (
                  <p className="drawer-error" part="handoff-error" role="alert">
                    {t('cartDrawer.handoffFailed')}
                  </p>
                )}
                <a className="drawer-full" part="cart-link" href={handoff.href(`${storefront}/cart`)} onClick={handoff.follow} aria-busy={handoff.busy || undefined}>
                  {t('cartDrawer.viewCart')}
                </a>
              </>
            )}
          </div>
        </dialog>
      </div>
    </I18nProvider>
  );
}
