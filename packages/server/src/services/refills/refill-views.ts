import { shopDateTime } from '@candleshop/rules';
import type { RefillRequestRow } from '../../db/tables/refills.js';

/**
 * What a refill request and a refill plan both say of their refill: how it is paid, where it goes,
 * the notes, and its materials and places (loaded per field).
 */
export interface RefillRecipeView {
  method: string;
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

/** The columns of that recipe, which a refill request's row and a plan's row both have. */
type RecipeColumns = Pick<RefillRequestRow, 'method' | 'pickup' | 'address' | 'notes' | 'wick_id' | 'container_id' | 'color_id' | 'size_id' | 'scent_id' | 'city_id' | 'selling_point_id'>;

/** Shapes the recipe of a refill request's or a plan's row. */
export function refillRecipeView(row: RecipeColumns): RefillRecipeView {
  return {
    method: row.method,
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

/** A refill request shaped like the schema's RefillRequest; materials and places load per field. */
export interface RefillView extends RefillRecipeView {
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
  paid: boolean;
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
    paid: row.paid,
    ...refillRecipeView(row),
  };
}
