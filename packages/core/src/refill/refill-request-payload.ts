import type { RefillDraft } from '../cart/types.js';
import { guestFields, orderFields, type GuestOrderOptions, type OrderOptions } from '../orders/payload.js';

/**
 * SPEC §7 refillRequest(container, wick, size, color, scent, notes, method, address, city,
 * selling_point), with the quantity: the refill's material ids and the order fields (method always;
 * delivery sends city and address, pickup the selling point, the unused ones null).
 */
export function refillRequestPayload(options: OrderOptions & { draft: RefillDraft }) {
  const { draft } = options;
  return {
    container: draft.container.id,
    wick: draft.wick.id,
    size: draft.size.id,
    color: draft.color.id,
    scent: draft.scent.id,
    quantity: draft.quantity,
    ...orderFields(options),
    // Issue 35: sent only when cards pay, as an order sends them.
    ...(options.giftCards?.length ? { giftCards: options.giftCards } : {}),
  };
}

/** SPEC §7 refillRequestGuest: refillRequest's fields plus token and guest{name, email, phone, address}. */
export function refillRequestGuestPayload(options: GuestOrderOptions & { draft: RefillDraft }) {
  return { ...refillRequestPayload(options), ...guestFields(options) };
}
