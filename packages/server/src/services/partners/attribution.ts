import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findActivePartnerById, findActivePartnerByKey, type AttributablePartner } from '../../db/repositories/partners/attribution.js';
import type { Database } from '../../db/types.js';

/**
 * What a request says about the partner that brought it (issue 26 item 2), as the HTTP layer read
 * it: the widget's partner key and the page's Origin, or the storefront's signed attribution.
 * Nothing here is trusted until {@link createPartnerAttribution} checks it.
 */
export interface PartnerClaim {
  /** The `candle-partner` header: the key the loader's `data-partner` carries. */
  key: string | null;
  /** The request's Origin: a key counts only from one of its partner's origins. */
  origin: string | null;
  /** The `candle-attribution` header: the token the storefront keeps with the buyer's cart. */
  token: string | null;
}

/** A request that claims nothing. */
export const NO_CLAIM: PartnerClaim = { key: null, origin: null, token: null };

/** How attribution is signed and how long it lasts. */
export interface AttributionSettings {
  /** ATTRIBUTION_DAYS: how long the storefront keeps a partner's attribution with the cart. */
  days: number;
  /** The HMAC key of attribution tokens (see {@link attributionKey}). */
  key: Buffer;
}

/** ATTRIBUTION_DAYS when unset. */
export const DEFAULT_ATTRIBUTION_DAYS = 30;

/** The columns a sale records (migration 033): the partner, and its commission percent of the day. */
export interface SaleAttribution {
  partner_id: number | null;
  partner_commission_percent: string | null;
}

/** What a sale records when no partner brought it. */
export const NOT_ATTRIBUTED: SaleAttribution = { partner_id: null, partner_commission_percent: null };

/** A signed attribution the storefront keeps: the token and when it stops counting (ISO 8601). */
export interface SignedAttribution {
  token: string;
  expiresAt: string;
}

// One process key when the shop has no staff key (outside production): tokens then last until a
// restart, and a storefront holding an older one simply loses its attribution (nothing fails).
let processKey: Buffer | undefined;

/**
 * The key attribution tokens are signed under: derived from STAFF_SECRET_KEY (which every instance
 * shares and production requires) with its own label, so a token can never pass for anything the
 * staff key seals, and no new secret has to be distributed.
 */
export function attributionKey(staffKey: Buffer | undefined): Buffer {
  if (!staffKey) return (processKey ??= randomBytes(32));
  return createHmac('sha256', staffKey).update('candleshop partner attribution v1').digest();
}

const TOKEN = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const mac = (key: Buffer, partnerId: number, expires: number) => createHmac('sha256', key).update(`attribution:${partnerId}:${expires}`).digest();

/** Signs "partner `partnerId` until `expiresAt`": `<id>.<unix seconds>.<HMAC-SHA256, base64url>`. */
export function signAttribution(key: Buffer, partnerId: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${partnerId}.${expires}.${mac(key, partnerId, expires).toString('base64url')}`;
}

/** The partner id a token names, or undefined when it is malformed, forged or past its time. */
export function verifyAttribution(key: Buffer, token: string, now = new Date()): number | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const partnerId = Number(match[1]);
  const expires = Number(match[2]);
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = mac(key, partnerId, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return expires * 1000 > now.getTime() ? partnerId : undefined;
}

/** What {@link createPartnerAttribution} needs of the request. */
export interface PartnerAttributionOptions {
  claim: PartnerClaim;
  settings: AttributionSettings;
}

/**
 * The partner a request's sales are attributed to (issue 26 item 2), worked out once per request:
 * a partner key counts only from one of that partner's exact origins and while the partner is
 * active; otherwise the storefront's signed attribution counts while it is unexpired and its
 * partner active. Anything else (a forged or foreign key, a paused partner, a bad token) records
 * nothing and fails nothing.
 */
export function createPartnerAttribution(db: Kysely<Database>, options: PartnerAttributionOptions) {
  const { claim, settings } = options;
  let found: Promise<AttributablePartner | undefined> | undefined;

  async function byKey(): Promise<AttributablePartner | undefined> {
    if (!claim.key || claim.key.length > 200 || !claim.origin) return undefined;
    const partner = await findActivePartnerByKey(db, claim.key);
    return partner && partner.origins.includes(claim.origin) ? partner : undefined;
  }

  async function byToken(): Promise<AttributablePartner | undefined> {
    const partnerId = claim.token && claim.token.length <= 200 ? verifyAttribution(settings.key, claim.token) : undefined;
    return partnerId === undefined ? undefined : findActivePartnerById(db, partnerId);
  }

  const partner = () => (found ??= byKey().then(async (keyed) => keyed ?? (await byToken())));

  return {
    /** The partner this request's sales are attributed to, if any. */
    partner,

    /** The columns every kind of sale records (orders, refills, tickets, white-label, personalized, subscriptions). */
    async forSale(): Promise<SaleAttribution> {
      const brought = await partner();
      return brought ? { partner_id: brought.id, partner_commission_percent: brought.commission_percent } : NOT_ATTRIBUTED;
    },

    /**
     * A fresh signed attribution for the storefront to keep with the buyer's cart for
     * ATTRIBUTION_DAYS, when the partner is still active; undefined otherwise.
     */
    async sign(partnerId: number): Promise<SignedAttribution | undefined> {
      if (!(await findActivePartnerById(db, partnerId))) return undefined;
      const expiresAt = new Date(Date.now() + settings.days * 86_400_000);
      return { token: signAttribution(settings.key, partnerId, expiresAt), expiresAt: expiresAt.toISOString() };
    },
  };
}

/** The partner attribution of a request. */
export type PartnerAttribution = ReturnType<typeof createPartnerAttribution>;

/** How a selling service asks for its request's attribution (services/index.ts gives it one per request). */
export type AttributionOf = () => Promise<SaleAttribution>;
