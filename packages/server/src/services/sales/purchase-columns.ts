import type { PaymentMethod } from '@candleshop/rules';
import type { OrderPlace } from './order-place.js';

// The columns a new purchase shares with every other kind (db/tables/sales.ts PurchaseColumns and
// the guest and place columns), written one way wherever a sale is placed.

/** A guest buyer's contact; null for a customer's purchase. */
interface GuestContact {
  name: string;
  email: string;
  phone: string;
  address?: string | null;
}

/** The guest columns: the contact of a guest buyer, all null for a customer; `address` stands in for a guest who gave none. */
export const guestColumns = (guest: GuestContact | null | undefined, address: string | null = null) => ({
  guest_name: guest?.name ?? null,
  guest_email: guest?.email ?? null,
  guest_phone: guest?.phone ?? null,
  guest_address: guest ? (guest.address ?? address) : null,
});

/** Where the purchase goes: delivered to a city and an address, or picked up at a selling point. */
export const placeColumns = (place: Pick<OrderPlace, 'pickup' | 'cityId' | 'address' | 'sellingPointId'>) => ({
  pickup: place.pickup,
  city_id: place.cityId,
  address: place.address,
  selling_point_id: place.sellingPointId,
});

/**
 * The client's key for one submit and its request's hash (SECURITY B1), and the stored payment
 * start: cash starts no payment, so a retry can be answered at once (`{}`); null while an online
 * start is under way.
 */
export const submitColumns = (idempotency: { key: string; hash: string } | undefined, method?: PaymentMethod) => ({
  idempotency_key: idempotency?.key ?? null,
  request_hash: idempotency?.hash ?? null,
  ...(method && { payment_start: method === 'cash' ? '{}' : null }),
});
