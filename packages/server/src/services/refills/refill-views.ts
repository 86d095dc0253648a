import { shopDateTime } from '@candleshop/rules';
import type { RefillRequestRow } from '../../db/tables/refills.js';

/** A refill request shaped like the schema's RefillRequest; materials and places load per field. */
export interface RefillView {
  id: number;
  uuid: string;
  /** What is left to pay after gift cards, integer IQD. */
  total: number;
  /** What gift cards paid (issue 35), integer IQD. */
  giftCardPaid: number;
  /** Unit price, integer IQD. */
  price: number;
  quantity: number;
  status: string;
  /** ISO 8601 in Baghdad time. */
  date: string;
  method: string;
  paid: boolean;
  pickup: boolean;
  address: string | null;
  notes: string | null;
  wickId: number;
  containerId: number;
  colorId: number;
  sizeId: number;
  scentId: number;
  cityId: number | null;
  sellingPointId: number | null;
}

/** Shapes a refill request row. */
export function refillView(row: RefillRequestRow): RefillView {
  return {
    id: row.id,
    uuid: row.uuid,
    total: row.total,
    giftCardPaid: row.gift_card_paid,
    price: row.unit_price,
    quantity: row.quantity,
    status: row.status,
    date: shopDateTime(row.created_at),
    method: row.method,
    paid: row.paid,
    pickup: row.pickup,
    address: row.address,
    notes: row.notes,
    wickId: row.wick_id,
    containerId: row.container_id,
    colorId: row.color_id,
    sizeId: row.size_id,
    scentId: row.scent_id,
    cityId: row.city_id,
    sellingPointId: row.selling_point_id,
  };
}
