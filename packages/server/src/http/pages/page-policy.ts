// SECURITY-REVIEW L6: the storefront's pages and the back office get a script CSP. The rendered
// HTML runs no inline script (its answers are a `type="application/json"` data block), so
// `script-src` names only the shop and, when configured, the human-check provider.

/** What the pages' Content-Security-Policy depends on. */
export interface PagePolicyOptions {
  /** The shop's public address (pictures are written with it). */
  publicUrl: string;
  /** The human-check provider's browser script (reCAPTCHA), or null for the local stand-in. */
  humanCheckScriptUrl?: string | null;
  /** Where uploads are PUT and served from when that is not the shop (S3). */
  storageOrigin?: string;
  /** Social sign-in providers with client ids: their browser SDKs load on the sign-in pages. */
  socialProviders?: { google?: boolean; facebook?: boolean };
}

// The origins of the social sign-in SDKs (core's session/social-sign-in.ts loads them): Google
// Identity Services' script, button frame and style; Facebook's SDK and its login frames.
const GOOGLE_SIGN_IN = { script: ['https://accounts.google.com'], frame: ['https://accounts.google.com'] };
const FACEBOOK_SIGN_IN = { script: ['https://connect.facebook.net'], frame: ['https://www.facebook.com', 'https://web.facebook.com'] };

// reCAPTCHA's api.js loads the rest of itself from gstatic and shows its badge in a frame of its
// own origin (Google's CSP guide for reCAPTCHA).
const GOOGLE_SCRIPT_HOSTS = new Set(['www.google.com', 'www.recaptcha.net']);

function humanCheckOrigins(scriptUrl: string | null | undefined): string[] {
  if (!scriptUrl) return [];
  const url = new URL(scriptUrl);
  return GOOGLE_SCRIPT_HOSTS.has(url.hostname) ? [url.origin, 'https://www.gstatic.com'] : [url.origin];
}

const unique = (items: readonly (string | undefined)[]) => [...new Set(items.filter((item): item is string => Boolean(item)))];

/** Whether a path is the back office's (`/admin`, also under a language prefix). */
export function isAdminPath(pathname: string): boolean {
  return /^\/(?:(?:ku|ar)\/)?admin(?:\/|$)/.test(pathname);
}

/**
 * The Content-Security-Policy of a page at `pathname`: the storefront's, or the back office's,
 * stricter one (no third-party script or frame, no framing at all, forms only to the shop).
 * Styles allow inline ones: server-rendered widgets carry their stylesheet in a `<style>` of their
 * declarative shadow root until they adopt it, and a few elements a `style` attribute.
 * @example pagePolicy('/shop', { publicUrl: 'https://shop.example' })
 */
export function pagePolicy(pathname: string, options: PagePolicyOptions): string {
  const shop = new URL(options.publicUrl).origin;
  const images = unique(["'self'", 'data:', shop, options.storageOrigin]).join(' ');
  // Content pages (our story, press) play videos the shop hosts elsewhere (SPEC §3 texts' `video`):
  // any https media, which runs no script.
  const common = ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "style-src 'self' 'unsafe-inline'", `img-src ${images}`, "media-src 'self' https:"];
  if (isAdminPath(pathname)) {
    return [...common, "script-src 'self'", "connect-src 'self'", "form-action 'self'", "frame-ancestors 'none'"].join('; ');
  }
  const social = [...(options.socialProviders?.google ? [GOOGLE_SIGN_IN] : []), ...(options.socialProviders?.facebook ? [FACEBOOK_SIGN_IN] : [])];
  const scripts = unique([...humanCheckOrigins(options.humanCheckScriptUrl), ...social.flatMap((sdk) => sdk.script)]);
  const frames = unique([...humanCheckOrigins(options.humanCheckScriptUrl), ...social.flatMap((sdk) => sdk.frame)]);
  return [
    ...common.map((directive) => (directive.startsWith('style-src') && options.socialProviders?.google ? `${directive} https://accounts.google.com` : directive)),
    unique(["script-src 'self'", ...scripts]).join(' '),
    unique(["connect-src 'self'", options.storageOrigin, ...(options.socialProviders?.google ? ['https://accounts.google.com'] : [])]).join(' '),
    ...(frames.length ? [`frame-src ${frames.join(' ')}`] : []),
    "frame-ancestors 'self'",
  ].join('; ');
}
