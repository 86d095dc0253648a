import { requiredText } from './fields.js';

/**
 * A guest's contact block (SPEC §5 Checkout, guests): name, phone, email, checked in that order
 * and shown one at a time (use `validateFirst`). The checkout and the ticket purchase ask it alike.
 */
// Its own module: the ticket widget needs it without the rest of the checkout's checks.
export const guestContactSchema = /* @__PURE__ */ (() => ({
  name: requiredText('checkout.nameRequired'),
  phone: requiredText('checkout.phoneRequired'),
  email: requiredText('checkout.emailRequired'),
}))();
