import * as z from 'zod/mini';
import { requiredId, requiredText } from './fields.js';
import { validate, validateFirst, type FieldErrors } from './validate.js';

/**
 * A guest's contact block (SPEC §5 Checkout, guests): name, phone, email, checked in that order
 * and shown one at a time (use `validateFirst`).
 */
export const guestContactSchema = /* @__PURE__ */ (() =>
  z.object({
    name: requiredText('checkout.nameRequired'),
    phone: requiredText('checkout.phoneRequired'),
    email: requiredText('checkout.emailRequired'),
  }))();

/** The delivery block (SPEC §5): a city chosen (chooseCity) and an address entered (enterAddress). */
export const deliverySchema = /* @__PURE__ */ (() =>
  z.object({
    city: requiredId('checkout.chooseCity'),
    address: requiredText('checkout.enterAddress'),
    notes: z.optional(z.nullable(z.string())),
  }))();

/**
 * The shipping choice (SPEC §4 Checkout): delivery or pickup must be chosen, else the
 * choose-shipping alert. Pickup also needs its selling point, which the pickup order sends
 * (SPEC §7); the SPEC names no message for it, so it has its own key.
 */
export const shippingSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion(
    'shipping',
    [
      z.object({ shipping: z.literal('delivery') }),
      z.object({ shipping: z.literal('pickup'), sellingPoint: requiredId('checkout.chooseSellingPoint') }),
    ],
    'checkout.chooseShipping',
  ))();

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
