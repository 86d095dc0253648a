import { shopDateTime } from '@candleshop/rules';
import type { ContainerSizeLine, LocalizedContainerRow, LocalizedPricedMaterialRow } from '../../db/repositories/catalogue/materials-extra.js';
import type { LocalizedOnlineShopRow, LocalizedSellingPointRow, SellingPointImageLine } from '../../db/repositories/places/places.js';
import type { LocalizedWorkshopRow, TierRow } from '../../db/repositories/content/workshops.js';
import { absoluteUrl } from '../catalogue/rules.js';
import type { SizeView } from '../catalogue/views.js';
import { isSoldout } from '../tickets/ticket-rules.js';

// Objects shaped like the schema's types; related rows (a selling point's city and images, a
// container's sizes, a workshop's tickets) are resolved by id through the per-request loaders.

/** A city with its delivery price in IQD. */
export interface CityView {
  id: number;
  name: string;
  price: number;
}

/** A wick or a package: both have a title, a picture and a price in IQD. */
export interface PricedMaterialView {
  id: number;
  title: string;
  image: string;
  price: number;
}

/** A container; `refill` says which list it belongs to, and so where its sizes come from. */
export interface ContainerView {
  id: number;
  title: string;
  image: string;
  refill: boolean;
}

/** A selling point; its city and gallery load per field. */
export interface SellingPointView {
  id: number;
  title: string;
  description: string;
  image: string;
  latitude: number;
  longitude: number;
  drop: boolean;
  cityId: number;
}

/** A picture of a gallery. */
export interface ImageView {
  id: number;
  url: string;
}

/** An online shop. */
export interface OnlineShopView {
  id: number;
  title: string;
  description: string;
  image: string;
  link: string;
}

/** A workshop; its tickets load per field. */
export interface WorkshopView {
  id: number;
  title: string;
  description: string;
  image: string;
  /** ISO 8601 on the shop's clock (shopDateTime): `2026-12-05T17:00:00+03:00`. */
  date: string;
  /** When it ends, ISO 8601 in Baghdad time (issue 27: the Event's endDate). */
  endDate: string;
  /** When its tickets went on sale (listed by the shop), ISO 8601 in Baghdad time. */
  onSaleFrom: string;
  seats: number;
  seatsLeft: number;
  past: boolean;
  /** When it starts and how long it lasts (the calendar file). */
  startsAt: Date;
  durationMinutes: number;
}

/** A ticket tier: for `min` to `max` people at `price` IQD each; its workshop loads per field. */
export interface WorkshopTicketView {
  id: number;
  min: number;
  max: number;
  price: number;
  soldout: boolean;
  workshopId: number;
}

/** Turns localized rows into schema-shaped objects with absolute picture URLs. */
export function createPlaceViews(publicUrl: string) {
  return {
    priced: (row: LocalizedPricedMaterialRow): PricedMaterialView => ({ ...row, image: absoluteUrl(publicUrl, row.image) }),
    container:
      (refill: boolean) =>
      (row: LocalizedContainerRow): ContainerView => ({ ...row, image: absoluteUrl(publicUrl, row.image), refill }),
    size: (row: ContainerSizeLine): SizeView => ({ id: row.id, title: row.title, value: row.value }),
    sellingPoint: (row: LocalizedSellingPointRow): SellingPointView => ({
      id: row.id,
      title: row.title,
      description: row.description,
      image: absoluteUrl(publicUrl, row.image),
      latitude: row.latitude,
      longitude: row.longitude,
      drop: row.drop,
      cityId: row.city_id,
    }),
    image: (row: SellingPointImageLine): ImageView => ({ id: row.id, url: absoluteUrl(publicUrl, row.path) }),
    onlineShop: (row: LocalizedOnlineShopRow): OnlineShopView => ({ ...row, image: absoluteUrl(publicUrl, row.image) }),
    workshop: (row: LocalizedWorkshopRow): WorkshopView => ({
      id: row.id,
      title: row.title,
      description: row.description,
      image: absoluteUrl(publicUrl, row.image),
      date: shopDateTime(row.starts_at),
      endDate: shopDateTime(new Date(row.starts_at.getTime() + row.duration_minutes * 60_000)),
      onSaleFrom: shopDateTime(row.created_at),
      seats: row.seats,
      seatsLeft: row.seats - row.seats_taken,
      past: row.past,
      startsAt: row.starts_at,
      durationMinutes: row.duration_minutes,
    }),
    ticket: (row: TierRow): WorkshopTicketView => ({
      id: row.id,
      min: row.min,
      max: row.max,
      price: row.price,
      soldout: isSoldout({ min: row.min, closed: row.closed, seatsLeft: row.seats_left, past: row.past }),
      workshopId: row.workshop_id,
    }),
  };
}
