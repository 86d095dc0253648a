import { shopDateTime } from '@candleshop/rules';
import type { OrderItemRow, OrderRefillRow, OrderRow } from '../../db/tables/sales.js';

// Objects shaped like the schema's Order types; city, selling point, product and materials are
// referenced by id and resolved through the per-request loaders.

/** A guest's details on an order (SPEC §3 Order guest). */
export interface OrderGuestView {
  id: number;
  uuid: string;
  name: string;
  email: string;
  phone: string;
  address: string | null;
}

/** An order; its lines, city and selling point load per field. */
export interface OrderView {
  id: number;
  uuid: string;
  total: number;
  subtotal: number;
  deliveryPrice: number;
  /** What a newsletter code took off the items. */
  discount: number;
  /** What gift cards paid (issue 35); `total` is the rest. */
  giftCardPaid: number;
  paid: boolean;
  method: string;
  /** ISO 8601 in Baghdad time. */
  date: string;
  /** When it was completed (issue 36 item 1), ISO 8601 in Baghdad time; null before or when not kept. */
  completedAt: string | null;
  status: string;
  pickup: boolean;
  address: string | null;
  notes: string | null;
  is_guest: boolean;
  guest: OrderGuestView | null;
  cityId: number | null;
  sellingPointId: number | null;
}

/** A product line of an order at the unit price it was ordered for. */
export interface OrderProductView {
  id: number;
  quantity: number;
  price: number;
  total: number;
  productId: number;
  colorId: number | null;
  scentId: number | null;
  sizeId: number | null;
}

/** A refill line of an order at the unit price it was ordered for. */
export interface OrderRefillView {
  id: number;
  quantity: number;
  price: number;
  total: number;
  wickId: number;
  containerId: number;
  colorId: number;
  sizeId: number;
  scentId: number;
}

/** Shapes an order row. */
export function orderView(row: OrderRow): OrderView {
  const isGuest = row.user_id === null;
  return {
    id: row.id,
    uuid: row.uuid,
    total: row.total,
    subtotal: row.subtotal,
    deliveryPrice: row.delivery_price,
    discount: row.discount,
    giftCardPaid: row.gift_card_paid,
    paid: row.paid,
    method: row.method,
    date: shopDateTime(row.created_at),
    completedAt: row.completed_at ? shopDateTime(row.completed_at) : null,
    status: row.status,
    pickup: row.pickup,
    address: row.address,
    notes: row.notes,
    is_guest: isGuest,
    guest:
      isGuest && row.guest_email !== null
        ? {
            id: row.id,
            uuid: row.uuid,
            name: row.guest_name ?? '',
            email: row.guest_email,
            phone: row.guest_phone ?? '',
            address: row.guest_address,
          }
        : null,
    cityId: row.city_id,
    sellingPointId: row.selling_point_id,
  };
}

// What every line of an order shows of its money: the unit price it was sold at, times the quantity.
const lineMoney = (row: { id: number; quantity: number; unit_price: number }) => ({
  id: row.id,
  quantity: row.quantity,
  price: row.unit_price,
  total: row.quantity * row.unit_price,
});

/** Shapes an order's product line. */
export function orderProductView(row: OrderItemRow): OrderProductView {
  return {
    ...lineMoney(row),
    productId: row.product_id,
    colorId: row.color_id,
    scentId: row.scent_id,
    sizeId: row.size_id,
  };
}

/** Shapes an order's refill line. */
export function orderRefillView(row: OrderRefillRow): OrderRefillView {
  return {
    ...lineMoney(row),
    wickId: row.wick_id,
    containerId: row.container_id,
    colorId: row.color_id,
    sizeId: row.size_id,
    scentId: row.scent_id,
  };
}
