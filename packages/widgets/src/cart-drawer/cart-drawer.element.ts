import type { ElementDescription } from '../internal/element-description.js';

// Event details are written out here, not borrowed from core or ui: they are the element's public
// contract, shipped in the package's typings on their own. Where the widget dispatches them,
// TypeScript checks its internal values still fit.
/** Detail of `candle-cart-change`. */
export interface CartChangeDetail {
  /** Which list changed: the cart or the refill cart. */
  kind: 'item' | 'refill';
  /** The line's id. */
  id: string;
  action: 'quantity' | 'remove';
  /** The badge's count after the change: cart lines plus refill lines. */
  count: number;
}

/** `<candle-cart-drawer>`: the one description its docs, manifest and typings come from. */
export const cartDrawerElement = {
  tag: 'candle-cart-drawer',
  className: 'CandleCartDrawerElement',
  summary: 'The cart button with its badge and the cart drawer (SPEC §2 Shared chrome, Cart) for any page.',
  description:
    "The badge counts cart lines plus refill lines. The drawer is a modal dialog (focus stays inside, Esc closes, focus returns to the button) with item cards (image, title, size, colour, scent, unit price, quantity − / +, remove), refill item cards (wick, container, colour, size, scent), the subtotal and a proceed-to-checkout link, or the empty message. Under an automatic promotion the server quotes for these lines, the subtotal shows struck through beside the reduced one, with the promotion's name and what it takes off (`discount` part). Plus stops at the stock; minus at 1 removes the line; refills have no upper bound. The cart is the page's shared one: what the storefront or another widget adds shows here at once, and a guest's lines live in `localStorage` (`cart`, `refill-cart`) and follow them across tabs of the same origin. On another origin than the storefront's, a guest's checkout and cart links first keep the lines on the server and carry only a short-lived reference (`?handoff=`), which the storefront merges into its own cart.",
  attributes: [
    { name: 'lang', type: "'en' | 'ku' | 'ar'", default: "the loader's data-lang", description: 'The language, for this element only.', prop: 'lang' },
    {
      name: 'storefront',
      type: 'string',
      default: "the loader's data-storefront",
      description: 'Absolute http(s) URL of the storefront: checkout, the cart page and product pages are there.',
      prop: 'storefront',
    },
  ],
  properties: [],
  events: [
    {
      name: 'candle-cart-change',
      detailType: 'CartChangeDetail',
      cancelable: false,
      description: "The shopper changed the cart in the drawer and the change went through; `count` is the badge's new count.",
    },
  ],
  analytics:
    "`view_cart` when the drawer opens, `add_to_cart` or `remove_from_cart` when a line's quantity changes or the line is removed, `begin_checkout` when the shopper proceeds to checkout. A line added under a product's automatic promotion (the grid's quick add, the storefront's product page) carries its `promotion_id` and `promotion_name` (issue 35), and a signed-in customer's line the promotion the server says its price gets now; its `price` is the listed one, as the line is.",
  parts: [
    { name: 'base', description: 'The whole widget.' },
    { name: 'button', description: 'The cart button.' },
    { name: 'badge', description: "The button's count." },
    { name: 'drawer', description: 'The drawer dialog.' },
    { name: 'close', description: "The drawer's close button." },
    { name: 'cart', description: 'The cart inside the drawer.' },
    { name: 'lines', description: 'The list of lines.' },
    { name: 'line', description: 'One item or refill line.' },
    { name: 'line-image', description: "A line's image." },
    { name: 'line-title', description: "A line's title." },
    { name: 'price', description: "A line's unit price." },
    { name: 'quantity', description: "A line's quantity stepper." },
    { name: 'quantity-button', description: "The stepper's − and + buttons." },
    { name: 'remove', description: "A line's remove button." },
    { name: 'line-total', description: "A line's total." },
    { name: 'error', description: "A line's error (a change the server refused)." },
    { name: 'summary', description: 'The subtotal box.' },
    { name: 'subtotal', description: 'The subtotal.' },
    { name: 'discount', description: "What the cart's automatic promotion takes off (issue 35), when one applies." },
    { name: 'checkout', description: 'The proceed-to-checkout link.' },
    { name: 'empty', description: 'The empty-cart message.' },
    { name: 'cart-link', description: "The link to the storefront's cart page." },
    { name: 'handoff-error', description: "The message when a guest's cart could not be handed to the storefront." },
  ],
  cssNote: "`--candle-color-surface` paints the button and the drawer; `--candle-padding` defaults to 0 here (a button in the page's header).",
  slots: [],
} as const satisfies ElementDescription;
