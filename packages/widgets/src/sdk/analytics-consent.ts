// The page's analytics consent (issue 26 item 5): the widgets dispatch `candle-analytics` only
// while it is granted. Imports nothing, as the loader must (settings.ts says why); the widgets
// read the same registered symbol (internal/analytics.ts).
const CONSENT = Symbol.for('candleshop.consent');
const scope = globalThis as typeof globalThis & { [CONSENT]?: boolean };

/** The page's visitor agreed to analytics: the widgets dispatch `candle-analytics` from now on. */
export function grantAnalyticsConsent(): void {
  scope[CONSENT] = true;
}

/** The visitor withdrew consent: no `candle-analytics` from now on. */
export function revokeAnalyticsConsent(): void {
  scope[CONSENT] = false;
}
