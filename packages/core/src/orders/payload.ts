import type { CartItem, RefillCartItem } from '../cart/types.js';
import type { PaymentMethod } from './payment-methods.js';

/** Where an order goes: delivered to an address in a city, or picked up at a selling point. */
export type OrderPlace = { shipping: 'delivery'; city: string; address: string } | { shipping: 'pickup'; sellingPoint: string };

/** A guest's contact details (SPEC §2 Checkout). */
export interface GuestContact {
  name: string;
  email: string;
  phone: string;
}

/** What every order form knows. */
export interface OrderOptions {
  method: PaymentMethod;
  place: OrderPlace;
  notes?: string | null;
  /** A newsletter code the shopper applied (issue 13); orders only. */
  discountCode?: string | null;
  /** Gift card codes paying part or all of it, in the order they are drawn (issue 35): orders, refill requests and tickets. */
  giftCards?: readonly string[];
}

/** What a guest order adds: contact details and the human-check token (SPEC §6 Guest). */
export interface GuestOrderOptions extends OrderOptions {
  guest: GuestContact;
  token: string;
}

/** The product bought with Buy now (SPEC §2: product, quantity, size, color, scent). */
export interface BuyNowItem {
  product: string;
  quantity: number;
  size?: string | null;
  color?: string | null;
  scent?: string | null;
}

/**
 * SPEC §7: method is always sent; delivery sends city and address, pickup sends the selling point,
 * and the unused ones are null. The selling point is spelled `selling_point`, as the mutations'
 * argument lists of SPEC §7 spell it.
 */
export function orderFields({ method, place, notes }: OrderOptions) {
  const delivery = place.shipping === 'delivery';
  return {
    method,
    notes: notes?.trim() || null,
    address: delivery ? place.address : null,
    city: delivery ? place.city : null,
    selling_point: delivery ? null : place.sellingPoint,
  };
}

/** What a guest adds to any order-like mutation: the human-check token and the contact (SPEC §7). */
export function guestFields({ guest, token, place }: GuestOrderOptions) {
  return {
    token,
    guest: { name: guest.name, email: guest.email, phone: guest.phone, address: place.shipping === 'delivery' ? place.address : null },
  };
}

// An id the server gave (a number), as opposed to a local line's.
const SERVER_ID = /^[1-9][0-9]*$/;

/** SPEC §7 checkout(method, notes, address, city, selling_point): a signed-in shopper's cart. */
export function checkoutPayload(options: OrderOptions) {
  return { ...orderFields(options), discountCode: options.discountCode || null, giftCards: options.giftCards?.length ? options.giftCards : undefined };
}

/**
 * A guest's local lines as the server takes them (SPEC §7 checkoutGuest): products as
 * {id, size, scent, color, quantity} with the product's id and the chosen product-size id;
 * refillItems as {id, container, size, wick, scent, color, quantity} with the refill line's id.
 */
export function guestLines(items: readonly CartItem[], refillItems: readonly RefillCartItem[]) {
  return {
    products: items.map((item) => ({
      id: item.product.id,
      size: item.size?.id ?? null,
      scent: item.scent?.id ?? null,
      color: item.color?.id ?? null,
      quantity: item.quantity,
    })),
    refillItems: refillItems.map((item) => ({
      // A guest's refill line lives in localStorage: its id ('r:container:size:…') is no server id,
      // and the server refuses one that is not (input.id.invalid), so it goes as null; the line is
      // named by its material ids.
      id: SERVER_ID.test(item.id) ? item.id : null,
      container: item.container.id,
      size: item.size.id,
      wick: item.wick.id,
      scent: item.scent.id,
      color: item.color.id,
      quantity: item.quantity,
    })),
  };
}

/** SPEC §7 checkoutGuest: the checkout fields plus token, guest, and the local lines ({@link guestLines}). */
export function checkoutGuestPayload(options: GuestOrderOptions & { items: readonly CartItem[]; refillItems: readonly RefillCartItem[] }) {
  return { ...checkoutPayload(options), ...guestFields(options), ...guestLines(options.items, options.refillItems) };
}

/** The buy-now product as one guest line ({@link guestLines}' shape): what buyNow and the promotion quote send. */
export function buyNowLine(item: BuyNowItem) {
  return { id: item.product, size: item.size ?? null, scent: item.scent ?? null, color: item.color ?? null, quantity: item.quantity };
}

/** SPEC §7 buyNow(id, quantity, method, notes, address, city, size, scent, selling_point, color). */
export function buyNowPayload(options: OrderOptions & { item: BuyNowItem }) {
  return { ...buyNowLine(options.item), ...checkoutPayload(options) };
}

/** SPEC §7 buyNowGuest: buyNow's fields plus token and guest{name, email, phone, address}. */
export function buyNowGuestPayload(options: GuestOrderOptions & { item: BuyNowItem }) {
  return { ...buyNowPayload(options), ...guestFields(options) };
}
