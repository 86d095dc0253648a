/** A partner as far as its origins go. */
export interface PartnerOrigins {
  id: string;
  name: string;
  origins: readonly string[];
}

/**
 * For each of `partner`'s origins that another partner also lists, the others' names (issue 36
 * item 5): a page on a shared origin may send either partner's key, so its sales can be claimed
 * by either. Origins are compared as stored (lower case, no path).
 * @example sharedOrigins(a, [a, b]) // [{ origin: 'https://shop.example', others: ['B'] }]
 */
export function sharedOrigins(partner: PartnerOrigins, partners: readonly PartnerOrigins[]): { origin: string; others: string[] }[] {
  return partner.origins
    .map((origin) => ({ origin, others: partners.filter((other) => other.id !== partner.id && other.origins.includes(origin)).map((other) => other.name) }))
    .filter((shared) => shared.others.length > 0);
}

/** The snippet a partner pastes on its page: the loader with its key, and the shop's grid. */
export function partnerSnippet(shop: string, key: string): string {
  return `<script type="module" src="${shop}/sdk/candleshop.js" data-partner="${key}"></script>\n<candle-product-grid></candle-product-grid>`;
}
