/** When a cart left behind gets its one reminder (issue 37 item 2). */
export interface CartReminderSettings {
  /** CART_REMINDER_HOURS: a consenting shopper's cart unchanged and unordered this long is reminded of. */
  afterHours: number;
}

/** Three hours: long enough that a shopper still deciding is not pressed, short enough that the cart is still in mind. */
export const DEFAULT_CART_REMINDER_SETTINGS: CartReminderSettings = { afterHours: 3 };

/** Saved carts one client address may start an hour (each save of an existing reference is free): bounds how many strangers' addresses one client can queue a reminder to. */
export const SAVED_CARTS_PER_ADDRESS_HOUR = 20;
