import { createGraphQLError } from 'graphql-yoga';
import type { Transaction } from 'kysely';
import { lockCustomer } from '../../db/repositories/sales/carts.js';
import type { Placer } from '../../db/repositories/sales/holds.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../errors.js';

/** A guest's contact details, already validated. */
export interface GuestDetails {
  name: string;
  email: string;
  phone: string;
  address: string | null;
}

/**
 * Who buys: a signed-in customer (with a human-check token while its email is unverified,
 * SECURITY-REVIEW-2 N3), or a guest with a human-check token.
 */
export type Buyer = { userId: number; token?: string | null } | { guest: GuestDetails; token: string };

/** SPEC §8: a customer without a phone who orders delivery; core re-opens the phone popup. */
export const phoneNeeded = () => createGraphQLError('unauthorized', { extensions: { code: 'UNAUTHENTICATED', debugMessage: 'Unauthorized.phone' } });

/** The buyer of a sale being placed, as its transaction knows them. */
export interface PlacingBuyer {
  /** The customer's account; null for a guest. */
  userId: number | null;
  /** Where the sale's mails go, and whom they greet. */
  contact: { email: string; name: string; phone?: string | null };
  /** A guest's contact details; null for a customer. */
  guest: GuestDetails | null;
  /** Whose unpaid sales the hold caps count. */
  placer: Placer;
}

/**
 * Locks a customer's account for the sale's transaction (their carts and caps are read next) and
 * answers the buyer's contact; a customer without a phone cannot have a parcel delivered.
 * @throws not.found for an account that is gone, `Unauthorized.phone` for a delivery without a phone
 */
export async function lockBuyer(trx: Transaction<Database>, buyer: Buyer, delivered = false): Promise<PlacingBuyer> {
  if ('guest' in buyer) {
    const { guest } = buyer;
    return { userId: null, contact: guest, guest, placer: { email: guest.email, phone: guest.phone } };
  }
  const customer = await lockCustomer(trx, buyer.userId);
  if (!customer) throw notFound();
  if (delivered && !customer.phone) throw phoneNeeded();
  return { userId: buyer.userId, contact: customer, guest: null, placer: { userId: buyer.userId } };
}
