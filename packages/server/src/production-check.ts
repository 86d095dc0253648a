import { GATEWAYS } from '@candleshop/rules';
import { SHOP_ADMIN_TOKEN_LOCAL } from './accounts-config.js';
import { LOCAL_HUMAN_CHECK_TOKEN } from './adapters/human-check/local-human-check.js';
import { LOCAL_STAFF_SECRET_KEY } from './auth/secret-box.js';
import { LOCAL_TICKET_SIGNING_KEY } from './auth/ticket-key.js';
import { isLoopbackHost } from './internal/loopback.js';
import { hasCredentials, SANDBOX_URLS } from './payments/config.js';

// DESIGN §8, issue 23 item 2, SECURITY-REVIEW H2, H3, M9, L12: production refuses to start on a
// demo stand-in unless the operator switches the demo on with SHOP_DEMO=on. `npm start` (not
// production) is the demo and is never checked. SECURITY-REVIEW-2 N1: a start whose PUBLIC_URL is
// beyond this machine is production whatever NODE_ENV says (production-mode.ts), so it is checked.

/** What a production start would run on, sorted by whether the demo switch may allow it. */
export interface ProductionProblems {
  /** Unsafe whatever the switch says: the start is refused. */
  refusals: string[];
  /** Stand-ins and defaults a demo or staging run may keep with SHOP_DEMO=on (said loudly). */
  standIns: string[];
}

type Env = Record<string, string | undefined>;

/** The one switch that lets a production build run on the demo stand-ins. */
export const DEMO_SWITCH = 'SHOP_DEMO';

/**
 * Reads SHOP_DEMO: `on` runs a production build on whatever stand-ins its settings leave.
 * @throws Error when it is neither on, off nor unset
 */
export function readDemoSwitch(env: Env): boolean {
  const value = env[DEMO_SWITCH] || undefined;
  if (value === undefined || value === 'off') return false;
  if (value === 'on') return true;
  throw new Error(`candleshop: invalid configuration: ${DEMO_SWITCH} must be on or off, got "${value}"`);
}

function publicUrlProblems(env: Env): { loopback: boolean; problems: string[] } {
  const value = env.PUBLIC_URL || undefined;
  if (!value) return { loopback: true, problems: ["PUBLIC_URL: expected the shop's public https:// address, got nothing (links, cookies and payment returns would name http://localhost)"] };
  // readConfig has already refused anything that is not an absolute http(s) URL.
  const url = new URL(value);
  const problems: string[] = [];
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:') problems.push(`PUBLIC_URL: expected an https:// address, got "${value}" (the session cookie would not be Secure)`);
  if (loopback) problems.push(`PUBLIC_URL: expected the shop's public host, got the loopback "${url.hostname}"`);
  return { loopback, problems };
}

// SECURITY-REVIEW M10, SECURITY-REVIEW-2 N4: this server speaks plain HTTP, so an https PUBLIC_URL
// means something in front of it ends TLS and forwards every visitor from its own address. Without
// its address in TRUSTED_PROXIES, every visitor (and the payment providers) share one address for
// every per-address limit, and one client can use up everyone's.
function proxyProblems(env: Env, publicUrl: { loopback: boolean }): string[] {
  if (env.TRUSTED_PROXIES || publicUrl.loopback || !env.PUBLIC_URL?.startsWith('https:')) return [];
  return [`TRUSTED_PROXIES: expected the address of the proxy that ends TLS for ${env.PUBLIC_URL}, got nothing (every visitor would share its address for the per-address limits)`];
}

function paymentProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.PAYMENTS_LOCAL_GATEWAYS === 'true') {
    problems.push('PAYMENTS_LOCAL_GATEWAYS: expected false or nothing, got "true" (the local test gateways approve payments without money)');
  }
  for (const gateway of GATEWAYS) {
    if (!hasCredentials(env, gateway)) continue;
    for (const [name, sandbox] of Object.entries(SANDBOX_URLS[gateway])) {
      if (!env[name]) problems.push(`${name}: expected ${gateway}'s production address, got nothing (the default is the sandbox ${sandbox}, whose test money would count as paid)`);
    }
  }
  return problems;
}

function keyProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.STAFF_SECRET_KEY) problems.push('STAFF_SECRET_KEY: expected a key of your own (32 characters or more), got nothing (no staff member could sign in to the back office)');
  else if (env.STAFF_SECRET_KEY === LOCAL_STAFF_SECRET_KEY) problems.push('STAFF_SECRET_KEY: expected a key of your own, got the published development key');
  if (!env.TICKET_SIGNING_KEY)
    problems.push('TICKET_SIGNING_KEY: expected a key of your own (32 bytes in base64url), got nothing (ticket codes would be signed with the published development key, so anyone could forge one)');
  else if (env.TICKET_SIGNING_KEY === LOCAL_TICKET_SIGNING_KEY) problems.push('TICKET_SIGNING_KEY: expected a key of your own, got the published development key');
  if (env.SHOP_ADMIN_TOKEN === SHOP_ADMIN_TOKEN_LOCAL) problems.push('SHOP_ADMIN_TOKEN: expected a token of your own, got the published development token');
  // Several instances on one PostgreSQL (README "Running several instances") must share the key,
  // or an upload signed by one is refused by the next.
  if (env.DATABASE_URL && !env.S3_ENDPOINT && !env.UPLOAD_SECRET) {
    problems.push('UPLOAD_SECRET: expected 32 characters or more shared by every instance, got nothing (each process would sign uploads with its own random key)');
  }
  return problems;
}

/**
 * What a production start (`NODE_ENV=production`) would run on that only a demo may: each entry
 * one line naming the setting, what was expected and what it got.
 * @example const { refusals, standIns } = productionProblems(process.env);
 */
export function productionProblems(env: Env): ProductionProblems {
  const publicUrl = publicUrlProblems(env);
  const standIns = [...publicUrl.problems];
  if (!env.ALLOWED_ORIGINS) {
    standIns.push(`ALLOWED_ORIGINS: expected the origins allowed to call with cookies (at least the shop's own), got nothing (the default also trusts http://localhost:<PORT+1>)`);
  }
  standIns.push(...proxyProblems(env, publicUrl));
  standIns.push(...paymentProblems(env));
  if (!env.RECAPTCHA_SECRET) {
    standIns.push(`RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY: expected the human check's keys, got nothing (the local stand-in accepts the public token "${LOCAL_HUMAN_CHECK_TOKEN}")`);
  }
  if (!env.SMTP_URL) standIns.push('SMTP_URL: expected smtp:// or smtps://, got nothing (mail would stay in the local outbox)');
  if (!env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_ACCESS_TOKEN) {
    standIns.push('WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN: expected the WhatsApp Business Cloud API settings, got nothing (confirmation texts would stay in the local text outbox)');
  }
  standIns.push(...keyProblems(env));
  // SECURITY-REVIEW H2: the outbox shows reset links; on a public address not even a demo may publish it.
  const refusals = env.MAIL_OUTBOX_PAGE === 'on' && !publicUrl.loopback ? ['MAIL_OUTBOX_PAGE: expected off when PUBLIC_URL is a public address, got "on" (the page shows password-reset links)'] : [];
  return { refusals, standIns };
}

/**
 * The production start's verdict: the lines to print, and whether to start. Outside production
 * (readConfig's `production`: NODE_ENV=production or a public PUBLIC_URL) nothing is checked
 * (`npm start` is the offline demo).
 */
export function checkProductionStart(env: Env, production: boolean): { start: boolean; lines: string[] } {
  const demo = readDemoSwitch(env);
  if (!production) return { start: true, lines: demo ? [`candleshop: ${DEMO_SWITCH}=on has no effect outside production (NODE_ENV is not "production" and PUBLIC_URL is this machine)`] : [] };
  const why =
    env.NODE_ENV === 'production' ? [] : [`candleshop: PUBLIC_URL ${env.PUBLIC_URL ?? ''} is beyond this machine, so this start is checked as production (NODE_ENV is ${env.NODE_ENV ? `"${env.NODE_ENV}"` : 'unset'})`];
  const { refusals, standIns } = productionProblems(env);
  if (refusals.length || (standIns.length && !demo)) {
    const blocking = demo ? refusals : [...refusals, ...standIns];
    return {
      start: false,
      lines: [
        ...why,
        ...blocking.map((line) => `candleshop: refusing to start: ${line}`),
        `candleshop: production needs the settings above (README "Running in production")${demo ? '' : `; for a demo or staging run set ${DEMO_SWITCH}=on`}`,
      ],
    };
  }
  return {
    start: true,
    lines: [...why, ...standIns.map((line) => `candleshop: DEMO (${DEMO_SWITCH}=on), NOT FOR REAL CUSTOMERS: ${line}`)],
  };
}
