import { useState, type ReactNode } from 'react';
import { cartDraftOf, choiceErrors, choicePrice, firstPick, formatPrice, type CartDraft, type ChoosableProduct, type FieldErrors, type ProductPick } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';
import type { ShownPromotion } from '../product-card/promoted-price.js';
import { AddToCart } from './add-to-cart.js';
import { ProductChoices } from './product-choices.js';

/** Options of {@link ProductPurchase}. */
export interface ProductPurchaseOptions {
  product: ChoosableProduct;
  /** The line went into the shared cart; `price` is one piece's, the server's for the chosen size. */
  onAdded?: (line: CartDraft, price: number) => void;
  /** Where Buy now leads with a complete choice; without it, no Buy now. */
  buyNowHref?: (pick: ProductPick) => string;
  onBuyNow?: (href: string) => void;
  /**
   * How the chosen price shows; by default as it is. The product page passes PromotedPrice (issue 35
   * item 4); the grid's quick add does not, so its lazy part does not download it.
   */
  renderPrice?: (price: number) => ReactNode;
  /**
   * The product's automatic promotion, as the page shows it: it goes with a line of the price it
   * reduces into the cart, where the line's later analytics events name it (issue 35 item 5).
   */
  promotion?: ShownPromotion | null;
}

/**
 * Choosing and buying one product (SPEC §2 Product details, §5 Product page): its choices (the
 * first size pre-selected), the chosen size's price from the server's data, the quantity up to the
 * stock and Add to cart. The storefront's product page and the grid's quick add show this one.
 */
export function ProductPurchase({ product, onAdded, buyNowHref, onBuyNow, renderPrice, promotion }: ProductPurchaseOptions) {
  const { t, lang } = useI18n();
  const [pick, setPick] = useState<ProductPick>(() => firstPick(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const price = choicePrice(product, pick);
  // SPEC §5: a choice is checked when it is used; the messages show until their field is set.
  const check = () => {
    const checked = choiceErrors(product, pick);
    setErrors(checked.errors);
    return checked.ok;
  };
  return (
    <>
      <ProductChoices
        product={product}
        pick={pick}
        errors={errors}
        onPick={(change) => {
          setPick((current) => ({ ...current, ...change }));
          setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in change))));
        }}
      />
      {price !== undefined && (
        <p className="product-price">
          <span className="visually-hidden">{t('productPage.price')}: </span>
          {renderPrice ? renderPrice(price) : formatPrice(price, lang)}
        </p>
      )}
      <AddToCart
        title={product.details.title}
        stock={product.stock}
        quantity={pick.quantity}
        onQuantity={(quantity) => setPick((current) => ({ ...current, quantity }))}
        draft={() => (check() ? cartDraftOf(product, pick, promotion) : undefined)}
        onAdded={onAdded && ((line) => onAdded(line, price ?? 0))}
        buyNowHref={buyNowHref && (() => (check() ? buyNowHref(pick) : undefined))}
        onBuyNow={onBuyNow}
      />
    </>
  );
}

/** SPEC §2 Product details: 'n in stock' or 'out of stock' (the latter of the catalogue's texts). */
export function StockNote({ stock }: { stock: number }) {
  const { t } = useI18n();
  return <p className={stock > 0 ? 'stock' : 'stock out'}>{stock > 0 ? t('productPage.inStock', { count: stock }) : t('product.outOfStock')}</p>;
}
