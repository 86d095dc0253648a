// The shape of `candle-analytics`, once: every element's description names AnalyticsDetail and
// `npm run elements` copies these declarations into the typings and the docs (render.mjs reads
// this file beside each *.element.ts). Types only, so the build script can read it as text.

/** One line of an analytics event, with GA4's item parameters. */
export interface AnalyticsItem {
  /** The product's id; `refill` for a refill, the workshop's id for a ticket, `whitelabel` for white-label candles. */
  item_id: string;
  /** What the shopper saw it called, in the widget's language. */
  item_name: string;
  /** `candle` (a product of the shop), `refill`, `workshop` or `whitelabel`. */
  item_category: string;
  /** The size, colour, scent, wick or tier chosen, as shown, joined by " / ". */
  item_variant?: string;
  /** The price of one, integer IQD. */
  price: number;
  quantity: number;
  /** The position in the list shown, from 0 (`view_item_list`, `select_item`). */
  index?: number;
  /**
   * The product's automatic promotion (issue 35): a grid card's, whose `price` it reduces, or the one a
   * cart line was added under (the line's `price` stays the listed one: the sale's reduction is the server's).
   */
  promotion_id?: string;
  promotion_name?: string;
  /** What the promotion takes off one, integer IQD. */
  discount?: number;
}

/** GA4's recommended event names where one exists; `request_refill` and `buy_tickets` are the shop's own. */
export type AnalyticsEventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_promotion'
  | 'select_promotion'
  | 'view_item'
  | 'view_cart'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'purchase'
  | 'request_refill'
  | 'buy_tickets'
  | 'generate_lead'
  | 'sign_up';

/** GA4's e-commerce parameters. */
export interface AnalyticsEcommerce {
  currency: 'IQD';
  /** The sum of the items' price × quantity, integer IQD (delivery and discounts not included). */
  value: number;
  items: AnalyticsItem[];
  /** The order's, refill request's or ticket's id (`purchase`, `request_refill`, `buy_tickets`). */
  transaction_id?: string;
  /** The grid's section (`view_item_list`, `select_item`). */
  item_list_id?: string;
  /** `purchase` under a promotion (issue 35 item 5): the code typed, if any, the promotion's name and what it took off, integer IQD. */
  coupon?: string;
  promotion_name?: string;
  discount?: number;
  /** `purchase`, `request_refill`, `buy_tickets`: what gift cards paid, integer IQD (issue 35 item 5). */
  gift_card?: number;
}

/**
 * Detail of `candle-analytics`, shaped as a tag manager's data layer wants it: `dataLayer.push(detail)`.
 * Sent only after the page granted analytics consent; nothing is kept from before.
 */
export interface AnalyticsDetail {
  event: AnalyticsEventName;
  /** Every event but `sign_up`. */
  ecommerce?: AnalyticsEcommerce;
  /** `sign_up` only: always `newsletter`. */
  method?: string;
}
