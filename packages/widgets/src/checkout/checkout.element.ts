import type { ElementDescription } from '../internal/element-description.js';

// Written out, not borrowed from core: the element's public contract ships in the package's
// typings on its own; checkout.tsx builds it from core's PaymentMethod and PaymentRoute, so
// TypeScript checks they still fit.
/** Detail of `candle-order-created`: the new order and where the widget goes next. */
export interface OrderCreatedDetail {
  id: string;
  uuid: string;
  method: 'cash' | 'nasspay' | 'zaincash' | 'fib' | 'fastpay';
  /** Where the payment continues: the provider's page, the FIB page, the order page, home, or the fail page. */
  to: 'provider' | 'fibPaymentDetails' | 'orderDetails' | 'home' | 'paymentFail';
  /** The address the widget opens unless the event is cancelled. */
  href: string;
}

/** `<candle-checkout>`: the one description its docs, manifest and typings come from. */
export const checkoutElement = {
  tag: 'candle-checkout',
  className: 'CandleCheckoutElement',
  summary: 'The checkout (SPEC §2 Checkout) for any page.',
  description:
    "A guest's contact block (name, phone, email; only when no one is signed in), delivery (city with its delivery price, address) or pickup (a selling point that takes orders), notes, the order summary with subtotal, delivery and total (a preview: the server computes the order's total), the promotion the server will take (a typed code's, or without one the automatic promotion that takes the most; one per order), quoted by the server for the lines shown, and a \"Have a discount code?\" disclosure with the code box (refusals said: unknown or used, another email's, not for this basket, limit reached, too many tries; a code that replaces an automatic promotion says so), gift cards (codes checked locally and by the server, up to five, drawn by the server with the order; what they pay and what is left show in the summary, and an order they pay wholly is placed without a payment choice), the payment-method modal (cash, NassPay, ZainCash, FIB; FastPay when enabled) and a wait modal while the order is placed. Guests send a human-check token from the provider the server names (reCAPTCHA, or the local stand-in, which then says so). Without `product` it orders the shopper's cart and refill cart, with an unticked box \"Remind me of this cart if I leave it\" (issue 37 item 2): ticked, the cart and the contact typed so far are kept on the server for one reminder, and the order closes them.",
  attributes: [
    { name: 'product', type: 'string', description: 'Buy now: the product id.', prop: 'buyNow.product' },
    { name: 'quantity', type: 'number', default: '1', description: 'Buy now: how many.', prop: 'buyNow.quantity' },
    { name: 'size', type: 'string', description: 'Buy now: the chosen product-size id.', prop: 'buyNow.size' },
    { name: 'color', type: 'string', description: 'Buy now: the chosen colour id.', prop: 'buyNow.color' },
    { name: 'scent', type: 'string', description: 'Buy now: the chosen scent id.', prop: 'buyNow.scent' },
    { name: 'lang', type: "'en' | 'ku' | 'ar'", default: "the loader's data-lang", description: 'The language, for this element only.', prop: 'lang' },
    {
      name: 'fastpay',
      type: 'boolean',
      default: 'false',
      description: 'Present: FastPay is offered (also the loader\'s `data-fastpay="on"`).',
      prop: 'fastpay',
    },
  ],
  properties: [],
  events: [
    {
      name: 'candle-order-created',
      detailType: 'OrderCreatedDetail',
      cancelable: true,
      description:
        "The server created the order; unless cancelled, the browser goes to `href`: the provider's pay page (ZainCash, NassPay, FastPay, through the shop's `/payments/<provider>/…`), the storefront's `/fib-payment-details`, a guest's `/orders/{uuid}?email=…`, or the storefront's home (`to` says which).",
    },
  ],
  analytics:
    "`begin_checkout` when the lines are first shown, `purchase` (`transaction_id`: the order's id) when the order is placed, before any online payment; under a promotion it carries `coupon` (the code typed), `promotion_name` and `discount`, and `gift_card` what gift cards paid (issue 35). A cart line added under a product's automatic promotion carries its `promotion_id` and `promotion_name`, as the cart drawer's items do.",
  parts: [
    { name: 'base', description: 'The whole widget.' },
    { name: 'form', description: 'The checkout form.' },
    { name: 'contact', description: "A guest's contact block." },
    { name: 'cart-reminder', description: '"Remind me of this cart if I leave it" (issue 37 item 2): unticked until the shopper ticks it (a customer\'s shows their account\'s answer); downloaded after the form shows.' },
    { name: 'shipping', description: 'The delivery or pickup block.' },
    { name: 'field', description: 'One form field.' },
    { name: 'field-error', description: "A field's error message." },
    { name: 'summary', description: 'The order summary.' },
    { name: 'line', description: 'One line of the summary.' },
    { name: 'price', description: "A line's price." },
    { name: 'totals', description: 'Subtotal, delivery and total.' },
    { name: 'total', description: 'The total.' },
    { name: 'discount', description: "The discount line, labelled with the promotion's name: what the server quoted it takes off the items." },
    { name: 'discount-code', description: '"Have a discount code?": a disclosure that downloads and opens the discount-code box (issue 35).' },
    { name: 'discount-box', description: 'The discount-code field and its apply or remove button.' },
    { name: 'gift-cards', description: '"Pay with a gift card": a disclosure with the gift-card code field and the cards added, each with its balance, what it pays and a remove button (issue 35).' },
    { name: 'gift-card-paid', description: 'What the gift cards pay of the total.' },
    { name: 'left-to-pay', description: 'What is left to pay after the gift cards.' },
    { name: 'empty', description: 'The message when there is nothing to order.' },
    { name: 'empty-state', description: 'What shows instead of the form when the cart is empty: the message and a link back to the shop.' },
    { name: 'shop-link', description: "The empty checkout's link back to the storefront's shop." },
    { name: 'alert', description: 'A message about the order (any kind).' },
    { name: 'alert-info', description: 'An informative message.' },
    { name: 'alert-fail', description: 'A failure message.' },
    { name: 'alert-success', description: 'A success message.' },
    { name: 'submit', description: 'The place-order button.' },
    { name: 'payment-modal', description: 'The payment-method dialog.' },
    { name: 'method', description: 'One payment method.' },
    { name: 'confirm', description: "The payment dialog's confirm button." },
    { name: 'wait-modal', description: 'The dialog shown while the order is placed.' },
  ],
  slots: [],
} as const satisfies ElementDescription;
