import { useEffect, useRef, useState } from 'react';
import { cart, type CartDraft, describeError, shopFailures } from '@candleshop/core';
import { QuantityStepper } from '../cart/quantity-stepper.js';
import { useI18n } from '../i18n/i18n-context.js';

// SPEC §9: the added-to-cart status lasts 6000 ms.
export const ADDED_MS = 6000;

type AddState = { step: 'idle' } | { step: 'adding' } | { step: 'added' } | { step: 'failed'; title: string; message: string };

/** Options of {@link AddToCart}. */
export interface AddToCartOptions {
  title: string;
  stock: number;
  quantity: number;
  onQuantity: (quantity: number) => void;
  /** The line to add, or undefined when the choice is not complete (the page shows why). */
  draft: () => CartDraft | undefined;
  /** The line went into the cart (the shared one: every cart view on the page shows it at once). */
  onAdded?: (line: CartDraft) => void;
  /** Buy now with the current choice; undefined when the choice is not complete. Without it, no Buy now. */
  buyNowHref?: () => string | undefined;
  onBuyNow?: (href: string) => void;
}

/**
 * The quantity box (1..stock), Add to cart (SPEC §4: idle, adding, added, for 6 s a status text in
 * place of the button, back to idle on failure with SPEC §8's message) and Buy now. The
 * storefront's product page and the grid's quick add use it, through core's `cart.add`.
 */
export function AddToCart({ title, stock, quantity, onQuantity, draft, onAdded, buyNowHref, onBuyNow }: AddToCartOptions) {
  const { t } = useI18n();
  const [state, setState] = useState<AddState>({ step: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const status = useRef<HTMLParagraphElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The button and the status text take each other's place: keep a keyboard user's focus with them.
  useEffect(() => {
    if (!hadFocus.current) return;
    hadFocus.current = false;
    (state.step === 'added' ? status : button).current?.focus();
  }, [state.step]);
  const noteFocus = () => {
    const active = document.activeElement;
    hadFocus.current = active === button.current || active === status.current;
  };

  if (stock < 1) {
    return <p className="unavailable">{t('productPage.unavailable')}</p>;
  }

  async function add() {
    const line = draft();
    if (!line || state.step === 'adding') return;
    setState({ step: 'adding' });
    const { error } = await cart.add(line);
    if (error !== undefined) {
      const described = describeError(error, shopFailures.addToCart);
      setState({ step: 'failed', title: described.title, message: described.message });
      return;
    }
    onAdded?.(line);
    noteFocus();
    setState({ step: 'added' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      noteFocus();
      setState({ step: 'idle' });
    }, ADDED_MS);
  }

  return (
    <div className="buy">
      <div className="buy-quantity">
        <span className="buy-label" aria-hidden="true">
          {t('productPage.quantity')}
        </span>
        <QuantityStepper value={quantity} title={title} min={1} max={stock} onStep={(step) => onQuantity(quantity + step)} />
      </div>
      <div className="buy-actions">
        {state.step === 'added' ? (
          <p ref={status} className="added" role="status" tabIndex={-1}>
            ✓ {t('cart.addToCartSuccess')}
          </p>
        ) : (
          <button ref={button} type="button" className="button add" aria-disabled={state.step === 'adding' ? 'true' : undefined} onClick={add}>
            {state.step === 'adding' ? t('productPage.adding') : t('productPage.addToCart')}
          </button>
        )}
        {buyNowHref && onBuyNow && (
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              const href = buyNowHref();
              if (href) onBuyNow(href);
            }}
          >
            {t('productPage.buyNow')}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {state.step === 'adding' ? t('productPage.adding') : ''}
      </p>
      {state.step === 'failed' && (
        <p className="field-error" role="alert">
          <strong>{t(state.title)}</strong> {t(state.message)}
        </p>
      )}
    </div>
  );
}
