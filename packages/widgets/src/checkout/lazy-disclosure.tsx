import { LazyBox, LazyDisclosure } from '../internal/lazy-disclosure.js';
import type { DiscountBoxOptions } from './discount-box.js';
import type { CartReminderBoxOptions } from './cart-reminder-box.js';

export { GiftCardDisclosure } from '../internal/lazy-disclosure.js';

// Issue 35: the discount-code field is downloaded when the shopper opens "Have a discount code?",
// so a checkout carries only the disclosure (DESIGN §6 budgets); the promotion the order gets
// shows in the summary without it.
const loadDiscountBox = () => import('./discount-box.js').then((module) => module.DiscountBox);
const loadReminderBox = () => import('./cart-reminder-box.js').then((module) => module.CartReminderBox);

/** "Have a discount code?": a disclosure that opens the discount-code box (open while a code is applied). */
export function DiscountDisclosure(props: DiscountBoxOptions & { applied: boolean }) {
  return <LazyDisclosure summary="checkoutForm.haveCode" part="discount-code" load={loadDiscountBox} props={props} open={props.applied} />;
}

/** Issue 37 item 2: "Remind me of this cart if I leave it", downloaded with its texts and its call once the form shows. */
export function CartReminderSlot(props: CartReminderBoxOptions) {
  return <LazyBox load={loadReminderBox} props={props} />;
}
