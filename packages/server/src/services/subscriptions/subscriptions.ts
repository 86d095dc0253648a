import { shopDateTime } from '@candleshop/rules';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  findMonths,
  findPackages,
  findPrice,
  findPriceById,
  findPrices,
  findSubscriptionByKey,
  findSubscriptionOfUser,
  findSubscriptionsOfUser,
  insertSubscription,
} from '../../db/repositories/subscriptions/subscriptions.js';
import { findAccountContact } from '../../db/repositories/whitelabel/white-label-requests.js';
import type { Database } from '../../db/types.js';
import type { PaymentMethod } from '../../db/tables/sales.js';
import type { SubscriptionMonthStatus, SubscriptionRow, SubscriptionStatus } from '../../db/tables/subscriptions.js';
import { badRequest } from '../../errors.js';

import { resolvePlace, type PlaceInput } from '../sales/order-place.js';
import { placeAndPay, type PaymentResultView } from '../sales/payable-payments.js';
import { subscriptionTotal } from './subscription-rules.js';
import { ownSales } from '../sales/own-sales.js';
import { placeColumns, submitColumns } from '../sales/purchase-columns.js';
import type { PaidSellingOptions } from '../sales/selling-options.js';

/** A purchase, its arguments parsed (schema Mutation.subscription). */
export interface SubscriptionInput extends PlaceInput {
  userId: number;
  /** The human-check token, needed while the account's email is unverified (SECURITY-REVIEW-2 N3). */
  token?: string | null;
  /**
   * What is bought: one price of a package by its id (SPEC §7 subscription(subscription, …): a
   * priced offer is for its own months), or a package and months (ours).
   */
  offer: { priceId: number } | { packageId: number; months: number };
  method: PaymentMethod;
  gift: { name: string; phone: string; message: string | null } | null;
  idempotency?: { key: string; hash: string };
}

/** The schema's SubscriptionPrice: a package's price for so many months. */
export interface SubscriptionPriceView {
  id: number;
  months: number;
  price: number;
}

/** The schema's SubscriptionPackage: a package with its prices. */
export interface SubscriptionPackageView {
  id: number;
  title: string;
  description: string;
  /** An absolute address. */
  image: string;
  prices: SubscriptionPriceView[];
}

/** The schema's MySubscription; its city and selling point load per field. */
export interface MySubscriptionView {
  id: number;
  uuid: string;
  package: SubscriptionPackageView;
  price: SubscriptionPriceView;
  total: number;
  method: PaymentMethod;
  paid: boolean;
  gift: { name: string; phone: string; message: string | null } | null;
  /** Baghdad time of the purchase. */
  date: string;
  months: Array<{ month: number; date: string; status: SubscriptionMonthStatus }>;
  pickup: boolean;
  address: string | null;
  cityId: number | null;
  sellingPointId: number | null;
  status: SubscriptionStatus;
}

/** What the service needs of the request. */
export interface SubscriptionsOptions extends PaidSellingOptions {
  publicUrl: string;
}

/**
 * The boxes' dates (issue 12): the first goes out on the 1st of the month after the purchase
 * (Baghdad time), then one on the 1st of each following month.
 * @example monthDates(new Date('2026-11-23T10:00:00Z'), 3) // ['2026-12-01', '2027-01-01', '2027-02-01']
 */
export function monthDates(bought: Date, months: number): string[] {
  const baghdad = new Date(bought.getTime() + 3 * 3600_000);
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(Date.UTC(baghdad.getUTCFullYear(), baghdad.getUTCMonth() + 1 + index, 1));
    return date.toISOString().slice(0, 10);
  });
}

/** Gift subscriptions (SPEC §3, issue 12): the packages, a customer's purchase, their subscriptions. */
export function createSubscriptions(db: Kysely<Database>, options: SubscriptionsOptions) {
  const image = (path: string) => (/^https?:\/\//.test(path) ? path : `${options.publicUrl}${path}`);

  async function packagesOf(ids?: readonly number[]): Promise<SubscriptionPackageView[]> {
    const packages = await findPackages(db, options.lang, ids);
    const prices = await findPrices(
      db,
      packages.map((item) => item.id),
    );
    return packages.map((item) => ({
      ...item,
      image: image(item.image),
      prices: prices.filter((price) => price.package_id === item.id).map(({ id, months, price }) => ({ id, months, price })),
    }));
  }

  async function views(rows: SubscriptionRow[]): Promise<MySubscriptionView[]> {
    const months = await findMonths(
      db,
      rows.map((row) => row.id),
    );
    const packages = await packagesOf([...new Set(rows.map((row) => row.package_id))]);
    return rows.map((row) => ({
      id: row.id,
      uuid: row.uuid,
      package: packages.find((item) => item.id === row.package_id)!,
      price: { id: row.price_id, months: row.months, price: row.price },
      total: row.total,
      method: row.method,
      paid: row.paid,
      gift: row.gift_name ? { name: row.gift_name, phone: row.gift_phone!, message: row.gift_message } : null,
      date: shopDateTime(row.created_at),
      months: months.filter((month) => month.subscription_id === row.id).map(({ month, date, status }) => ({ month, date, status })),
      pickup: row.pickup,
      address: row.address,
      cityId: row.city_id,
      sellingPointId: row.selling_point_id,
      status: row.status,
    }));
  }

  return {
    /** Shapes stored subscriptions as the schema's MySubscription (the back office shows them too). */
    viewsOf: views,

    /** The packages with their prices, in order. */
    packages: () => packagesOf(),

    /** Buys a subscription and starts its payment; a retry with the same key answers the first result. */
    async buy(input: SubscriptionInput): Promise<PaymentResultView> {
      return placeAndPay(db, options, {
        kind: 'subscription',
        method: input.method,
        buyer: { userId: input.userId, token: input.token },
        idempotency: input.idempotency,
        findByKey: (key) => findSubscriptionByKey(db, key),
        async place(recordPlaced) {
          const { offer } = input;
          const price = 'priceId' in offer ? await findPriceById(db, offer.priceId) : await findPrice(db, offer.packageId, offer.months);
          if (!price) throw badRequest('priceId' in offer ? { subscription: ['input.subscription.invalid'] } : { months: ['input.months.invalid'] });
          const { months } = price;
          const place = await resolvePlace(db, input);
          const total = subscriptionTotal({ price: price.price, months, deliveryPrice: place.pickup ? null : place.deliveryPrice });
          const dates = monthDates(new Date(), months);
          const partner = await options.attribution();
          const row = await db.transaction().execute(async (trx) => {
            const inserted = await insertSubscription(
              trx,
              {
                ...partner,
                uuid: randomUUID(),
                user_id: input.userId,
                package_id: price.package_id,
                price_id: price.id,
                months,
                price: price.price,
                delivery_price: total - price.price,
                total,
                method: input.method,
                gift_name: input.gift?.name ?? null,
                gift_phone: input.gift?.phone ?? null,
                gift_message: input.gift?.message ?? null,
                ...placeColumns(place),
                lang: options.lang,
                ...submitColumns(input.idempotency, input.method),
              },
              dates,
            );
            await recordPlaced(trx, inserted);
            return inserted;
          });
          const contact = await findAccountContact(db, input.userId);
          return { row, email: contact?.email ?? '' };
        },
      });
    },

    /** The customer's subscriptions. */
    mine: ownSales(db, findSubscriptionsOfUser, findSubscriptionOfUser, views),
  };
}

/** The subscriptions service of one request. */
export type Subscriptions = ReturnType<typeof createSubscriptions>;
