import { formatPrice, type ChoosableProduct, type FieldErrors, type ProductPick } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';

/** Options of {@link ProductChoices}. */
export interface ProductChoicesOptions {
  product: ChoosableProduct;
  pick: ProductPick;
  /** Message keys by field ('color', 'scent'): core's choiceErrors. */
  errors: FieldErrors;
  onPick: (change: Partial<ProductPick>) => void;
}

/**
 * SPEC §2 Product details: size pills (the first pre-selected), colour swatches and scent pills with
 * pictures, each a group of radio buttons so arrow keys move within it. The storefront's product
 * page and the grid's quick add show the same choice (texts of the buying area).
 */
export function ProductChoices({ product, pick, errors, onPick }: ProductChoicesOptions) {
  const { t, lang } = useI18n();
  const name = (field: string) => `product-${product.id}-${field}`;
  return (
    <div className="choices">
      {product.sizes.length > 0 && (
        <fieldset className="choice-group">
          <legend>{t('productPage.size')}</legend>
          <div className="pills">
            {product.sizes.map((size) => (
              <label key={size.id} className="pill">
                <input type="radio" name={name('size')} checked={pick.size === size.id} onChange={() => onPick({ size: size.id })} />
                <span>
                  {size.size.title} · {formatPrice(size.price, lang)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {product.colors.length > 0 && (
        <fieldset className="choice-group" aria-describedby={errors.color ? name('color-error') : undefined}>
          <legend>{t('productPage.color')}</legend>
          <div className="pills">
            {product.colors.map((color) => (
              <label key={color.id} className="pill swatch-pill">
                <input type="radio" name={name('color')} checked={pick.color === color.id} onChange={() => onPick({ color: color.id })} />
                <svg className="swatch" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                  <circle cx="10" cy="10" r="9" fill={color.color} stroke="currentColor" strokeOpacity=".35" />
                </svg>
                <span>{color.title}</span>
              </label>
            ))}
          </div>
          {errors.color && (
            <p id={name('color-error')} className="field-error" role="alert">
              {t(errors.color)}
            </p>
          )}
        </fieldset>
      )}
      {product.scents.length > 0 && (
        <fieldset className="choice-group" aria-describedby={errors.scent ? name('scent-error') : undefined}>
          <legend>{t('productPage.scent')}</legend>
          <div className="pills">
            {product.scents.map((scent) => (
              <label key={scent.id} className="pill scent-pill">
                <input type="radio" name={name('scent')} checked={pick.scent === scent.id} onChange={() => onPick({ scent: scent.id })} />
                {scent.image && <img src={scent.image} alt="" width={28} height={28} />}
                <span>{scent.title}</span>
              </label>
            ))}
          </div>
          {errors.scent && (
            <p id={name('scent-error')} className="field-error" role="alert">
              {t(errors.scent)}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
