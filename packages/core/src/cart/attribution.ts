import { ATTRIBUTION_HEADER } from '@candleshop/rules';
import { setPageHeader } from '../api/page-headers.js';

// Issue 26 item 2: a partner's attribution never rides on a third-party cookie. On the partner's
// page the widgets send its key; on the storefront the signed attribution a partner's hand-off gave
// is kept in this origin's storage beside the cart, for as long as the server signed it for
// (ATTRIBUTION_DAYS), and sent with every request; one the server grants later replaces it (it
// grants one only to a hand-off with lines, SECURITY-REVIEW-2 N10).

/** Where the storefront keeps the attribution (localStorage), beside `cart` and `refill-cart`. */
export const ATTRIBUTION_KEY = 'partner_attribution';

/** A signed attribution as the server gives it: opaque token and when it stops counting (ISO 8601). */
export interface KeptAttribution {
  token: string;
  expiresAt: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): Store | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage switched off: the attribution lasts this page only.
    return undefined;
  }
}

/** Keeps a partner's attribution (the last one the server granted) and sends it from now on. */
export function keepAttribution(attribution: KeptAttribution, storage = browserStorage()): void {
  try {
    storage?.setItem(ATTRIBUTION_KEY, JSON.stringify(attribution));
  } catch {
    // Full or refused: it still counts for this page.
  }
  setPageHeader(ATTRIBUTION_HEADER, attribution.token);
}

/**
 * Sends the kept attribution again on a new page while it lasts; an expired or damaged one is
 * dropped. Browser only: it reads storage, so call it from an effect, never while rendering.
 */
export function restoreAttribution(storage = browserStorage(), now = Date.now()): KeptAttribution | undefined {
  let kept: Partial<KeptAttribution> | undefined;
  try {
    kept = JSON.parse(storage?.getItem(ATTRIBUTION_KEY) ?? 'null') ?? undefined;
  } catch {
    kept = undefined;
  }
  if (kept && typeof kept.token === 'string' && typeof kept.expiresAt === 'string' && Date.parse(kept.expiresAt) > now) {
    setPageHeader(ATTRIBUTION_HEADER, kept.token);
    return { token: kept.token, expiresAt: kept.expiresAt };
  }
  storage?.removeItem(ATTRIBUTION_KEY);
  setPageHeader(ATTRIBUTION_HEADER, undefined);
  return undefined;
}
