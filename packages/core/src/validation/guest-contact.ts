import { emailField, nameField } from './fields.js';
import { phoneCheck } from './phone.js';

/**
 * A guest's contact block (SPEC §5 Checkout, guests): name, phone, email, checked in that order
 * and shown one at a time (use `validateFirst`). The checkout and the ticket purchase ask it alike;
 * the phone and email must also be ones the server takes (@candleshop/rules).
 */
// Its own module: the ticket widget needs it without the rest of the checkout's checks.
export const guestContactSchema = /* @__PURE__ */ (() => ({
  name: nameField('checkout.nameRequired'),
  phone: phoneCheck('checkout.phoneRequired'),
  email: emailField('checkout.emailRequired'),
}))();
