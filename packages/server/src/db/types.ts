import type { PlacesTables } from './tables/places.js';
import type { ContentTables } from './tables/content.js';
import type { SalesTables } from './tables/sales.js';
import type { AccountTables } from './tables/accounts.js';
import type { PaymentTables } from './tables/payments.js';
import type { RefillPlanTables, RefillTables } from './tables/refills.js';
import type { TicketTables } from './tables/tickets.js';
import type { WhiteLabelTables } from './tables/whitelabel.js';
import type { PersonalizedTables } from './tables/personalized.js';
import type { SubscriptionTables } from './tables/subscriptions.js';
import type { NewsletterTables } from './tables/newsletter.js';
import type { StaffTables } from './tables/staff.js';
import type { HandoffTables } from './tables/handoff.js';
import type { CartReminderTables } from './tables/cart-reminders.js';
import type { MailTables } from './tables/mail.js';
import type { PartnerTables } from './tables/partners.js';
import type { CheckInTables } from './tables/check-in.js';
import type { WaitlistTables } from './tables/waitlist.js';
import type { ConfirmationTables } from './tables/confirmations.js';
import type { DeliveryTables } from './tables/delivery.js';
import type { SaleEventTables } from './tables/sale-life.js';
import type { GiftCardTables } from './tables/gift-cards.js';
import type { PromotionTables } from './tables/promotions.js';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Texts } from './tables/texts.js';

export type { Lang, Texts } from './tables/texts.js';

// Both drivers parse JSONB on the way out; we write it as JSON text so the SQL is identical on both.
type TextsColumn = ColumnType<Texts, string, string>;
type NullableTextsColumn = ColumnType<Texts | null, string | null | undefined, string | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** SPEC §1: ids 1 to 4 are fixed (candles, accessories, gift cards, gift sets). */
export interface CategoryTable {
  id: number;
  title: TextsColumn;
  story: TextsColumn;
  image: string | null;
}

export interface SubCategoryTable {
  id: Generated<number>;
  category_id: number;
  title: TextsColumn;
}

export interface CollectionTable {
  id: Generated<number>;
  title: TextsColumn;
  story: TextsColumn;
  image: string | null;
}

export interface SizeTable {
  id: Generated<number>;
  title: TextsColumn;
  /** Grams of wax. */
  value: number;
}

export interface ColorTable {
  id: Generated<number>;
  title: TextsColumn;
  /** `#rrggbb`. */
  hex: string;
  label: NullableTextsColumn;
  /** IQD per 100 g of refill wax in this colour (SPEC §5). */
  refill_price: number;
}

export interface ScentTable {
  id: Generated<number>;
  title: TextsColumn;
  image: string;
}

export interface ProductTable {
  id: Generated<number>;
  category_id: number;
  sub_category_id: number | null;
  collection_id: number | null;
  stock: number;
  /** At or below this stock the owner's dashboard lists it as running out (migration 040). */
  low_stock_threshold: Generated<number>;
  /** Integer IQD; null when the price depends on the size. */
  price: number | null;
  is_new: Generated<boolean>;
  title: TextsColumn;
  description: TextsColumn;
  image: string;
  created_at: Timestamp;
  /** Bumped by every back-office change (migration 021); a move names the version it saw. */
  version: Generated<number>;
  /** Hidden products are in no public listing nor product(id) (migration 021). */
  visible: Generated<boolean>;
}

export interface ProductSizeTable {
  id: Generated<number>;
  product_id: number;
  size_id: number;
  price: number;
}

export interface ProductColorTable {
  product_id: number;
  color_id: number;
}

export interface ProductScentTable {
  product_id: number;
  scent_id: number;
}

export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  path: string;
  position: number;
}

export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  customer_name: string;
  customer_profile: string | null;
  rating: number;
  body: string;
  visible: Generated<boolean>;
  created_at: Timestamp;
  /** The customer who wrote it (migration 013); null for the seeded reviews. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Generated pictures, served under their path (`/media/products/12.svg`). */
export interface MediaTable {
  path: string;
  content_type: string;
  body: string;
}

/** Every table Kysely may touch. */
/** The catalogue: categories, collections, product materials, products, reviews, pictures. */
export interface CatalogueTables {
  categories: CategoryTable;
  sub_categories: SubCategoryTable;
  collections: CollectionTable;
  sizes: SizeTable;
  colors: ColorTable;
  scents: ScentTable;
  products: ProductTable;
  product_sizes: ProductSizeTable;
  product_colors: ProductColorTable;
  product_scents: ProductScentTable;
  product_images: ProductImageTable;
  reviews: ReviewTable;
  media: MediaTable;
}

// Each area of the shop declares its tables in its own file; the database is all of them.
export interface Database
  extends
    CatalogueTables,
    PlacesTables,
    ContentTables,
    SalesTables,
    AccountTables,
    PaymentTables,
    RefillTables,
    TicketTables,
    WhiteLabelTables,
    PersonalizedTables,
    SubscriptionTables,
    NewsletterTables,
    StaffTables,
    HandoffTables,
    CartReminderTables,
    MailTables,
    PartnerTables,
    CheckInTables,
    WaitlistTables,
    ConfirmationTables,
    DeliveryTables,
    SaleEventTables,
    GiftCardTables,
    PromotionTables,
    RefillPlanTables {}

export type CategoryRow = Selectable<CategoryTable>;
export type SubCategoryRow = Selectable<SubCategoryTable>;
export type CollectionRow = Selectable<CollectionTable>;
export type SizeRow = Selectable<SizeTable>;
export type ColorRow = Selectable<ColorTable>;
export type ScentRow = Selectable<ScentTable>;
export type ProductRow = Selectable<ProductTable>;
export type ProductSizeRow = Selectable<ProductSizeTable>;
export type ProductImageRow = Selectable<ProductImageTable>;
export type ReviewRow = Selectable<ReviewTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewProductRow = Insertable<ProductTable>;
