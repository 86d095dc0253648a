import type { Kysely } from 'kysely';
import { findDeliveryPrice, isPickupPoint } from '../../db/repositories/sales/orders.js';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../errors.js';

/** Where an order goes, as the client sent it (SPEC §7: the unused ones are null). */
export interface PlaceInput {
  cityId?: number;
  address?: string | null;
  sellingPointId?: number;
}

/** Where an order goes, checked, with its delivery price (integer IQD). */
export interface OrderPlace {
  pickup: boolean;
  cityId: number | null;
  address: string | null;
  sellingPointId: number | null;
  deliveryPrice: number;
}

/**
 * SPEC §4 Checkout, §5 Totals: delivery needs a city and an address and costs the city's price;
 * pickup needs a selling point that takes pickups and costs nothing; exactly one of the two.
 * @throws bad.request with the failing field
 */
export async function resolvePlace(db: Kysely<Database>, input: PlaceInput): Promise<OrderPlace> {
  const address = input.address?.trim() || null;
  const delivery = input.cityId !== undefined;
  const pickup = input.sellingPointId !== undefined;
  if (delivery === pickup) throw badRequest({ shipping: ['input.shipping.invalid'] });
  if (pickup) {
    if (!(await isPickupPoint(db, input.sellingPointId!))) throw badRequest({ selling_point: ['input.selling_point.invalid'] });
    return { pickup: true, cityId: null, address: null, sellingPointId: input.sellingPointId!, deliveryPrice: 0 };
  }
  if (!address) throw badRequest({ address: ['input.address.required'] });
  const price = await findDeliveryPrice(db, input.cityId!);
  if (price === undefined) throw badRequest({ city: ['input.city.invalid'] });
  return { pickup: false, cityId: input.cityId!, address, sellingPointId: null, deliveryPrice: price };
}
