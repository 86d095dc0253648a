import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { deleteExpiredHandoffs, insertHandoffWithin, openLiveHandoff } from '../../db/repositories/handoff/cart-handoffs.js';
import { throttleKey } from '../../auth/client-address.js';
import type { Database } from '../../db/types.js';
import type { HandoffLines } from '../../db/tables/handoff.js';
import { badRequest, refused } from '../../errors.js';
import { checkedLines, linesPricedNow } from './handoff-lines.js';
import type { PartnerAttribution, SignedAttribution } from '../partners/attribution.js';
import type { CartItemView, RefillCartItemView } from '../sales/carts.js';

/** How long a hand-off lives and how many one client address may hold at once. */
export interface CartHandoffSettings {
  /** CART_HANDOFF_TTL, in ms. */
  ttlMs: number;
  /** CART_HANDOFF_PER_ADDRESS. */
  perAddress: number;
}

/** Issue 24 item 7: 30 minutes is time enough to follow a link; 30 live ones per address. */
export const DEFAULT_CART_HANDOFF: CartHandoffSettings = { ttlMs: 30 * 60_000, perAddress: 30 };

/**
 * SECURITY-REVIEW-2 N10: a hand-off is single-use once opened, but the storefront's own reload
 * must still work (a first read whose answer was lost, a shopper pressing reload): the reference
 * opens again for one minute after its first open, and never after. A minute rather than "the
 * same browser": a guest arriving from a partner's page has no session or cookie of the shop yet
 * that the first open could be tied to, and a reload comes within seconds.
 */
export const HANDOFF_REOPEN_MS = 60_000;

/** The reference a storefront link carries and when it stops working (ISO 8601). */
export interface HandoffRef {
  ref: string;
  expiresAt: string;
}

/** A hand-off opened on the storefront: its lines priced now, as the account carts are. */
export interface OpenedHandoff {
  items: CartItemView[];
  refillItems: RefillCartItemView[];
  /** The partner whose page made the hand-off, signed for the storefront to keep (issue 26 item 2); null when none. */
  attribution: SignedAttribution | null;
}

// 32 random bytes, base64url: as hard to guess as a session id, and only its hash is stored.
const REF = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (ref: string) => createHash('sha256').update(ref).digest('hex');

/**
 * Cart hand-offs (issue 24 item 7): a guest's cart on a partner's page lives in that origin's
 * storage, which the storefront cannot read, and a third-party cookie cannot be relied on; so the
 * drawer stores the lines here under a random reference and its links carry only that.
 */
export function createCartHandoffs(db: Kysely<Database>, settings: CartHandoffSettings, attribution: PartnerAttribution) {
  return {
    /**
     * Stores a guest's lines, checked as a guest checkout checks them (the failing field is named:
     * `products.1.size`), and answers the reference. A hand-off made on a partner's page (a valid
     * key from one of its origins) also carries the partner, and may carry no lines (a product
     * link from the partner's page), though then it grants no attribution when opened
     * (SECURITY-REVIEW-2 N10).
     * @throws bad.request for an empty or invalid cart without a partner; handoff.throttled past the per-address limit
     */
    async create(lines: HandoffLines, address: string): Promise<HandoffRef> {
      const partner = await attribution.partner();
      if (!lines.products.length && !lines.refills.length && !partner) throw badRequest({ products: ['input.cart.empty'] });
      const { products, refills } = await checkedLines(db, lines);
      await deleteExpiredHandoffs(db);
      const ref = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + settings.ttlMs);
      // SECURITY-REVIEW-2 N9: per /64 for IPv6, and counted with the insert, so parallel calls keep to the cap.
      const handoff = { refHash: hashOf(ref), lines: { products, refills }, partnerId: partner?.id ?? null, address: throttleKey(address), expiresAt };
      if (!(await insertHandoffWithin(db, handoff, settings.perAddress))) throw refused('handoff.throttled');
      return { ref, expiresAt: expiresAt.toISOString() };
    },

    /**
     * The lines of a live hand-off with today's prices, or null for an unknown, expired or used
     * reference (opened more than HANDOFF_REOPEN_MS ago). A line the catalogue no longer offers
     * (hidden, a choice withdrawn) is left out. A partner's hand-off with lines answers a fresh
     * signed attribution while the partner is active; one without lines answers none.
     */
    async open(ref: string): Promise<OpenedHandoff | null> {
      if (!REF.test(ref)) return null;
      const handoff = await openLiveHandoff(db, hashOf(ref), HANDOFF_REOPEN_MS);
      if (!handoff) return null;
      const { items, refillItems } = await linesPricedNow(db, handoff.lines);
      // Signed now, so the storefront keeps it ATTRIBUTION_DAYS from the buyer's arrival.
      // SECURITY-REVIEW-2 N10: only a cart built on the partner's page earns it; a bare link (no
      // line the buyer can buy) grants nothing, so it can neither plant an attribution nor replace
      // the one the storefront keeps (the first partner's, for its ATTRIBUTION_DAYS).
      const carriesLines = items.length + refillItems.length > 0;
      const signed = handoff.partnerId === null || !carriesLines ? undefined : await attribution.sign(handoff.partnerId);
      return { items, refillItems, attribution: signed ?? null };
    },
  };
}

/** The cart hand-offs of a request. */
export type CartHandoffs = ReturnType<typeof createCartHandoffs>;
