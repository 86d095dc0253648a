import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findProductOptions, findRefillOptions } from '../../db/repositories/catalogue/buying-options.js';
import { deleteExpiredHandoffs, insertHandoffWithin, openLiveHandoff } from '../../db/repositories/handoff/cart-handoffs.js';
import { throttleKey } from '../../auth/client-address.js';
import type { Database } from '../../db/types.js';
import type { HandoffLines } from '../../db/tables/handoff.js';
import { badRequest, refused } from '../../errors.js';
import { MAX_QUANTITY, priceProductLine, priceRefillLine, refillIds } from '../sales/buying-rules.js';
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

const productKey = (line: HandoffLines['products'][number]) => [line.productId, line.productSizeId, line.colorId, line.scentId].join(':');
const refillKey = (line: HandoffLines['refills'][number]) => [line.containerId, line.sizeId, line.wickId, line.scentId, line.colorId].join(':');

// The same choice twice is one line (SPEC §4 Local cart), so the storefront merges it once.
function merged<Line extends { quantity: number }>(lines: readonly Line[], key: (line: Line) => string): Line[] {
  const byKey = new Map<string, Line>();
  for (const line of lines) {
    const same = byKey.get(key(line));
    byKey.set(key(line), same ? { ...same, quantity: Math.min(MAX_QUANTITY, same.quantity + line.quantity) } : { ...line });
  }
  return [...byKey.values()];
}

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
      const products = merged(lines.products, productKey);
      const refills = merged(lines.refills, refillKey);
      const partner = await attribution.partner();
      if (!products.length && !refills.length && !partner) throw badRequest({ products: ['input.cart.empty'] });
      const options = await findProductOptions(
        db,
        products.map((line) => line.productId),
      );
      products.forEach((line, index) => priceProductLine(options.get(line.productId), line, `products.${index}.`));
      const refillOptions = await findRefillOptions(db, refillIds(refills));
      refills.forEach((line, index) => priceRefillLine(refillOptions, line, `refillItems.${index}.`));
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
      const { lines } = handoff;
      const options = await findProductOptions(
        db,
        lines.products.map((line) => line.productId),
      );
      const refillOptions = await findRefillOptions(db, refillIds(lines.refills));
      const items: CartItemView[] = [];
      for (const line of lines.products) {
        try {
          const { unitPrice } = priceProductLine(options.get(line.productId), line);
          items.push({ ...line, id: items.length + 1, total: line.quantity * unitPrice });
        } catch {
          // Withdrawn since: the storefront shows what can still be bought.
        }
      }
      const refillItems: RefillCartItemView[] = [];
      for (const line of lines.refills) {
        try {
          const unit = priceRefillLine(refillOptions, line);
          refillItems.push({ ...line, id: refillItems.length + 1, total: line.quantity * unit });
        } catch {
          // As above.
        }
      }
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
