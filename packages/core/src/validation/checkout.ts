import { ADDRESS_MAX_LENGTH } from '@candleshop/rules';
import { optionalText, requiredId } from './choice-fields.js';
import { invalid, ruleField, TOO_LONG, valid } from './fields.js';
import { guestContactSchema } from './guest-contact.js';
import { validate, validateFirst, type FieldErrors } from './validate.js';

/** The delivery block (SPEC §5): a city chosen (chooseCity) and an address entered (enterAddress). */
export const deliverySchema = /* @__PURE__ */ (() => ({
  city: requiredId('checkout.chooseCity'),
  // Trimmed, and within the length the server takes.
  address: ruleField('checkout.enterAddress', (address) => (address.length > ADDRESS_MAX_LENGTH ? TOO_LONG : undefined)),
  notes: optionalText,
}))();

const chooseSellingPoint = /* @__PURE__ */ requiredId('checkout.chooseSellingPoint');

/**
 * The shipping choice (SPEC §4 Checkout): delivery or pickup must be chosen, else the
 * choose-shipping alert. Pickup also needs its selling point, which the pickup order sends
 * (SPEC §7); the SPEC names no message for it, so it has its own key.
 */
export const shippingSchema = {
  shipping: (shipping: unknown) => (shipping === 'delivery' || shipping === 'pickup' ? valid(shipping) : invalid('checkout.chooseShipping')),
  sellingPoint: (sellingPoint: unknown, form: Readonly<Record<string, unknown>>) => (form.shipping === 'pickup' ? chooseSellingPoint(sellingPoint, form) : valid(undefined)),
};

/** Everything the checkout page checks before opening the payment modal. */
export interface CheckoutForm {
  signedIn: boolean;
  shipping: { shipping?: string; sellingPoint?: string | number | null };
  guest?: Record<string, unknown>;
  delivery?: Record<string, unknown>;
}

/** Which step of the checkout failed, with its message keys. */
export type CheckoutCheck = { ok: true; step?: undefined; errors?: undefined } | { ok: false; step: 'shipping' | 'contact' | 'delivery'; errors: FieldErrors };

/**
 * The checkout page's checks in SPEC §4's order: the shipping choice (shown as an info alert),
 * then a guest's contact block, then the delivery block when delivery was chosen.
 */
export function checkCheckout({ signedIn, shipping, guest, delivery }: CheckoutForm): CheckoutCheck {
  const chosen = validate(shippingSchema, shipping);
  if (!chosen.ok) return { ok: false, step: 'shipping', errors: chosen.errors };
  if (!signedIn) {
    const contact = validateFirst(guestContactSchema, guest ?? {});
    if (!contact.ok) return { ok: false, step: 'contact', errors: contact.errors };
  }
  if (chosen.data.shipping === 'delivery') {
    const place = validate(deliverySchema, delivery ?? {});
    if (!place.ok) return { ok: false, step: 'delivery', errors: place.errors };
  }
  return { ok: true };
}
