import type { ReactNode } from 'react';
import { formatPrice, type CheckoutValues, type FieldErrors } from '@candleshop/core';
import { Field, fieldAria, useI18n } from '@candleshop/ui';

/** Options of {@link CheckoutFields}. */
export interface CheckoutFieldsOptions {
  values: CheckoutValues;
  errors: FieldErrors;
  signedIn: boolean;
  cities: readonly { id: string; name: string; price: number }[] | undefined;
  points: readonly { id: string; title: string; city: { name: string } }[] | undefined;
  onEdit: (name: keyof CheckoutValues, value: string) => void;
  /** The cart reminder's box (issue 37 item 2): at the end of a guest's contact, first for a customer. */
  reminder?: ReactNode;
}

// Selects listen to `input` (fired with `change` by browsers): happy-dom's select has no
// `onchange` property, so Preact would listen for a 'Change' event there.

/** SPEC §2 Checkout: the guest contact block (signed out only), the delivery-or-pickup choice and its fields. */
export function CheckoutFields({ values, errors, signedIn, cities, points, onEdit, reminder }: CheckoutFieldsOptions) {
  const { t, lang } = useI18n();
  const text = (name: 'name' | 'phone' | 'email' | 'address', type: string, autoComplete: string, extra: object = {}) => (
    <Field id={name} label={t(`checkoutForm.${name}`)} error={errors[name]}>
      <input id={name} name={name} type={type} autoComplete={autoComplete} value={values[name]} onInput={(event) => onEdit(name, event.currentTarget.value)} {...fieldAria(name, errors[name])} {...extra} />
    </Field>
  );
  return (
    <>
      {signedIn ? (
        reminder
      ) : (
        <fieldset className="block" part="contact">
          <legend>{t('checkoutForm.contact')}</legend>
          {text('name', 'text', 'name')}
          {text('phone', 'tel', 'tel', { inputMode: 'tel', placeholder: t('checkoutForm.phonePlaceholder') })}
          {text('email', 'email', 'email')}
          {reminder}
        </fieldset>
      )}
      <fieldset className="block" part="shipping">
        <legend>{t('checkoutForm.shipping')}</legend>
        <div className="choices">
          {(['delivery', 'pickup'] as const).map((choice) => (
            <label key={choice} className="choice">
              <input type="radio" name="shipping" value={choice} checked={values.shipping === choice} onChange={() => onEdit('shipping', choice)} />
              {t(`checkoutForm.${choice}`)}
            </label>
          ))}
        </div>
        {values.shipping === 'delivery' && (
          <>
            <Field id="city" label={t('checkoutForm.city')} error={errors.city}>
              <select id="city" name="city" value={values.city} onInput={(event) => onEdit('city', event.currentTarget.value)} {...fieldAria('city', errors.city)}>
                <option value="" disabled>
                  {cities ? t('checkoutForm.chooseCity') : t('common.loading')}
                </option>
                {cities?.map((city) => (
                  <option key={city.id} value={city.id}>
                    {t('checkoutForm.cityOption', { city: city.name, price: formatPrice(city.price, lang) })}
                  </option>
                ))}
              </select>
            </Field>
            {text('address', 'text', 'street-address')}
          </>
        )}
        {values.shipping === 'pickup' &&
          (points && points.length === 0 ? (
            <p className="muted">{t('checkoutForm.noPickup')}</p>
          ) : (
            <Field id="sellingPoint" label={t('checkoutForm.pickupPoint')} error={errors.sellingPoint}>
              <select id="sellingPoint" name="sellingPoint" value={values.sellingPoint} onInput={(event) => onEdit('sellingPoint', event.currentTarget.value)} {...fieldAria('sellingPoint', errors.sellingPoint)}>
                <option value="" disabled>
                  {points ? t('checkoutForm.pickupPoint') : t('common.loading')}
                </option>
                {points?.map((point) => (
                  <option key={point.id} value={point.id}>
                    {t('checkoutForm.pickupOption', { title: point.title, city: point.city.name })}
                  </option>
                ))}
              </select>
            </Field>
          ))}
        {values.shipping && (
          <Field id="notes" label={t('checkoutForm.notes')}>
            <textarea id="notes" name="notes" rows={3} value={values.notes} onInput={(event) => onEdit('notes', event.currentTarget.value)} />
          </Field>
        )}
      </fieldset>
    </>
  );
}
