import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Texts } from './texts.js';
import type { PaymentMethod, PurchaseColumns } from './sales.js';
import type { AttributionColumns } from './partners.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
type TextsColumn = ColumnType<Texts, string, string>;

/** SPEC §3 My subscription status labels (moves: services/subscriptions/subscription-status.ts). */
export type SubscriptionStatus = 'pending' | 'accepted' | 'completed' | 'rejected' | 'cancelled';
/** One month's box. */
export type SubscriptionMonthStatus = 'scheduled' | 'being prepared' | 'delivered' | 'cancelled';

/** A gift-subscription package (migration 019). */
export interface SubscriptionPackageTable {
  id: Generated<number>;
  title: TextsColumn;
  description: TextsColumn;
  image: string;
  position: ColumnType<number, number | undefined, number>;
}

/** What a package costs for a number of months. */
export interface SubscriptionPriceTable {
  id: Generated<number>;
  package_id: number;
  months: number;
  price: number;
}

/** A customer's subscription, at the price it was bought for. */
export interface SubscriptionTable extends PurchaseColumns, AttributionColumns {
  id: Generated<number>;
  uuid: string;
  status: ColumnType<SubscriptionStatus, SubscriptionStatus | undefined, SubscriptionStatus>;
  user_id: Optional<number>;
  package_id: number;
  price_id: number;
  months: number;
  /** The package's price for those months, integer IQD. */
  price: number;
  /** The city's price × months; 0 for pickup. */
  delivery_price: number;
  /** price + delivery_price. */
  total: number;
  method: PaymentMethod;
  gift_name: Optional<string>;
  gift_phone: Optional<string>;
  gift_message: Optional<string>;
  pickup: boolean;
  city_id: Optional<number>;
  address: Optional<string>;
  selling_point_id: Optional<number>;
  /** Always null: only customers buy subscriptions (the payables share this column). */
  guest_email: Optional<string>;
}

/** One month's box of a subscription. */
export interface SubscriptionMonthTable {
  subscription_id: number;
  month: number;
  /** ISO date (YYYY-MM-DD) the box goes out. */
  date: ColumnType<string, string, string>;
  status: ColumnType<SubscriptionMonthStatus, SubscriptionMonthStatus | undefined, SubscriptionMonthStatus>;
}

/** Gift subscriptions. */
export interface SubscriptionTables {
  subscription_packages: SubscriptionPackageTable;
  subscription_prices: SubscriptionPriceTable;
  subscriptions: SubscriptionTable;
  subscription_months: SubscriptionMonthTable;
}

export type SubscriptionRow = Selectable<SubscriptionTable>;
