import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Texts } from './texts.js';

// Same column shapes as in types.ts: JSONB texts are written as JSON text, read back parsed.
type TextsColumn = ColumnType<Texts, string, string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A city of Iraq with its delivery price (SPEC §3 City, §9: shipping price is per city). */
export interface CityTable {
  id: Generated<number>;
  name: TextsColumn;
  /** Integer IQD. */
  price: number;
}

/** A wick for refills and white-label orders; its price is part of the refill total (SPEC §5). */
export interface WickTable {
  id: Generated<number>;
  title: TextsColumn;
  image: string;
  price: number;
}

/** A package of white-label orders. */
export interface PackageTable {
  id: Generated<number>;
  title: TextsColumn;
  image: string;
  price: number;
}

/** A container of white-label orders, or (in `refill_containers`) one of the shop's refillable jars. */
export interface ContainerTable {
  id: Generated<number>;
  title: TextsColumn;
  image: string;
}

export interface ContainerSizeTable {
  container_id: number;
  size_id: number;
}

export interface RefillContainerSizeTable {
  refill_container_id: number;
  size_id: number;
}

/** SPEC §3: one price per candle of a white-label order; a single row. */
export interface WhiteLabelPriceTable {
  singleton: Generated<boolean>;
  price: number;
}

/** A selling point; the studio is the one with `is_studio`. */
export interface SellingPointTable {
  id: Generated<number>;
  city_id: number;
  title: TextsColumn;
  description: TextsColumn;
  image: string;
  latitude: number;
  longitude: number;
  /** Whether orders can be picked up here. */
  drop: Generated<boolean>;
  is_studio: Generated<boolean>;
}

export interface SellingPointImageTable {
  id: Generated<number>;
  selling_point_id: number;
  path: string;
  position: number;
}

export interface OnlineShopTable {
  id: Generated<number>;
  title: TextsColumn;
  description: TextsColumn;
  image: string;
  /** An http(s) URL. */
  link: string;
}

export interface WorkshopTable {
  id: Generated<number>;
  title: TextsColumn;
  description: TextsColumn;
  image: string;
  starts_at: Timestamp;
  /** The seats it has in all (migration 015). */
  seats: number;
  /** Seats live tickets hold; never above `seats` (a CHECK and the guarded UPDATE). */
  seats_taken: Generated<number>;
  /** How long it lasts, for the calendar file's end time. */
  duration_minutes: Generated<number>;
  /** Bumped by every back-office change (migration 021); a move names the version it saw. */
  version: Generated<number>;
  /** When the shop listed it (migration 035): its tickets are on sale from then (the Event's validFrom). */
  created_at: Generated<Date>;
}

/** A ticket tier: for `min` to `max` people at `price` IQD. */
export interface WorkshopTicketTable {
  id: Generated<number>;
  workshop_id: number;
  min: number;
  max: number;
  price: number;
  soldout: Generated<boolean>;
}

/** Places, materials and workshops: cities, wicks, packages, containers, selling points, online shops, workshops. */
export interface PlacesTables {
  cities: CityTable;
  wicks: WickTable;
  packages: PackageTable;
  containers: ContainerTable;
  container_sizes: ContainerSizeTable;
  refill_containers: ContainerTable;
  refill_container_sizes: RefillContainerSizeTable;
  white_label_price: WhiteLabelPriceTable;
  selling_points: SellingPointTable;
  selling_point_images: SellingPointImageTable;
  online_shops: OnlineShopTable;
  workshops: WorkshopTable;
  workshop_tickets: WorkshopTicketTable;
}

export type CityRow = Selectable<CityTable>;
export type WickRow = Selectable<WickTable>;
export type PackageRow = Selectable<PackageTable>;
export type ContainerRow = Selectable<ContainerTable>;
export type SellingPointRow = Selectable<SellingPointTable>;
export type SellingPointImageRow = Selectable<SellingPointImageTable>;
export type OnlineShopRow = Selectable<OnlineShopTable>;
export type WorkshopRow = Selectable<WorkshopTable>;
export type WorkshopTicketRow = Selectable<WorkshopTicketTable>;
