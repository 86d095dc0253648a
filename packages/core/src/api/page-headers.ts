import { PARTNER_HEADER } from '@candleshop/rules';
import { shared } from '../stores/registry.js';

// Issue 26 item 2: what the page says about the partner that brought the buyer travels with every
// request as a header, so every kind of sale the server makes can record it. One object a page,
// shared by every bundle's copy of core (DESIGN §2), written by the SDK's `partner` setting on a
// partner's page and by the storefront's kept attribution; read by the one transport.

/** The headers every request of this page carries; empty until a partner or an attribution is set. */
export const pageHeaders = (): Record<string, string> => shared('pageHeaders', () => ({}));

/** Sets (or, with undefined, removes) one header every later request of the page carries. */
export function setPageHeader(name: string, value: string | undefined): void {
  const headers = pageHeaders();
  if (value === undefined) delete headers[name];
  else headers[name] = value;
}

/**
 * The widgets' partner key (`data-partner`, `partner`; checked by the SDK's settings): every request
 * of the page names it, so a sale started here is attributed (issue 26).
 */
export function setPartnerKey(key: string | undefined): void {
  // Written to the object directly: every widget carries this, and only the storefront removes headers.
  if (key) pageHeaders()[PARTNER_HEADER] = key;
}

/** The partner key this page's widgets send, if any. */
export const pagePartnerKey = (): string | undefined => pageHeaders()[PARTNER_HEADER];
