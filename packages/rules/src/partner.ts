// Partner shops (issue 26): the facts the back office's form and the server check alike.

/** A partner embeds and earns (active) or does neither (paused). */
export const PARTNER_STATUSES = ['active', 'paused'] as const;

/** A partner's status. */
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** How many origins one partner may register (a shop, its staging site, a few country sites). */
export const MAX_PARTNER_ORIGINS = 10;

/** The commission percent's bounds; two decimals at most (the column is numeric(5, 2)). */
export const COMMISSION_PERCENT = { min: 0, max: 100 } as const;

// A DNS name of letters, digits and inner hyphens (IDNs arrive as punycode, as browsers send them).
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = `${LABEL}(?:\\.${LABEL})*`;
// 1 to 65535 with no leading zero: a browser's Origin header never writes one.
const PORT = '(?::(?:[1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?';
const ORIGIN = new RegExp(`^(?:https://${HOST}|http://localhost)${PORT}$`);

/**
 * Why `text` is not an exact origin as a browser's Origin header sends it (scheme, host and port,
 * no path, no trailing slash, lower case, no default port), or undefined when it is one. Only
 * https, and http on localhost for a partner's own testing (SECURITY C5: CORS matches exactly).
 * @example originProblem('https://shop.example') // undefined
 */
export function originProblem(text: string): 'scheme' | 'form' | 'defaultPort' | undefined {
  if (ORIGIN.test(text)) return /^https:\/\/[^/]+:443$/.test(text) ? 'defaultPort' : undefined;
  if (!/^https:\/\//i.test(text) && !/^http:\/\/localhost(?::|$)/i.test(text)) return 'scheme';
  return 'form';
}

/** Whether `value` is a commission percent: 0 to 100 with at most two decimals. */
export function isCommissionPercent(value: number): boolean {
  return Number.isFinite(value) && value >= COMMISSION_PERCENT.min && value <= COMMISSION_PERCENT.max && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
