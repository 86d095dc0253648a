import { DEFAULT_CART_REMINDER_SETTINGS, type CartReminderSettings } from './services/cart-reminders/cart-reminder-settings.js';
import { DEFAULT_PLAN_SETTINGS, type PlanSettings } from './services/refill-plans/plan-settings.js';
import { DEFAULT_CONFIRMATION_SETTINGS, type ConfirmationSettings } from './services/confirmations/confirmation-settings.js';
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_SESSION_IDLE_HOURS } from './auth/sessions.js';
import { isProductionStart } from './production-mode.js';

/** Settings of one shop server, read from the environment (DESIGN §4: each has a local default). */
export interface ShopConfig {
  port: number;
  /** Where browsers reach the shop, without a trailing slash; picture URLs start with it. */
  publicUrl: string;
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory (`memory://` keeps nothing). */
  dataDir: string;
  /** Origins whose pages may call the API with cookies. */
  allowedOrigins: string[];
  /** Production's rules apply (production-mode.ts): NODE_ENV=production or a PUBLIC_URL beyond this machine. */
  production: boolean;
  /** The address to listen on (HOST); absent: 127.0.0.1 outside production, every interface in production. */
  host?: string;
  /** How long public catalogue answers are reused, in ms (RESPONSE_CACHE_TTL; 0 turns it off). */
  responseCacheTtlMs: number;
  /** How long open requests may run on after SIGTERM, in ms (SHUTDOWN_TIMEOUT); 10 s when absent. */
  shutdownTimeoutMs?: number;
  /** Cart hand-offs (issue 24 item 7): lifetime in ms (CART_HANDOFF_TTL) and live ones per address (CART_HANDOFF_PER_ADDRESS). */
  cartHandoff?: { ttlMs: number; perAddress: number };
  /** How many days the storefront keeps a partner's attribution with the buyer's cart (ATTRIBUTION_DAYS, issue 26). */
  attributionDays?: number;
  /** A customer session ends after this many hours without a request (SESSION_IDLE_HOURS; SECURITY-REVIEW-2 N15). */
  sessionIdleHours?: number;
  /** Cash sales' confirm-or-cancel links (issue 28 item 1): CONFIRM_LINK_DAYS and CONFIRM_CALL_AFTER_HOURS. */
  confirmations?: ConfirmationSettings;
  /** Carts left behind (issue 37 item 2): CART_REMINDER_HOURS. */
  cartReminders?: CartReminderSettings;
  /** Refill plans (issue 37 item 1): PLAN_NOTICE_DAYS. */
  plans?: PlanSettings;
}

// Empty variables count as unset, as they do in most shells' `FOO= cmd`.
const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

function httpUrl(name: string) {
  return z.string().refine(
    (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: (issue) => `${name} must be an absolute http(s) URL, got "${String(issue.input)}"` },
  );
}

// A whole number of hours from 1 to 720 (30 days).
function hours(name: string) {
  return optional.pipe(
    z
      .string()
      .regex(/^\d{1,3}$/, { error: (issue) => `${name} must be a whole number of hours from 1 to 720, got "${String(issue.input)}"` })
      .transform(Number)
      .refine((value) => value >= 1 && value <= 720, { error: `${name} must be a whole number of hours from 1 to 720` })
      .optional(),
  );
}

const envSchema = z.object({
  PORT: optional.pipe(
    z
      .string()
      .regex(/^\d+$/, { error: (issue) => `PORT must be a whole number from 1 to 65535, got "${String(issue.input)}"` })
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, { error: 'PORT must be a whole number from 1 to 65535' })
      .optional(),
  ),
  PUBLIC_URL: optional.pipe(httpUrl('PUBLIC_URL').optional()),
  RESPONSE_CACHE_TTL: optional.pipe(
    z
      .string()
      .regex(/^\d{1,7}$/, { error: (issue) => `RESPONSE_CACHE_TTL must be milliseconds from 0 to 9999999, got "${String(issue.input)}"` })
      .transform(Number)
      .optional(),
  ),
  SHUTDOWN_TIMEOUT: optional.pipe(
    z
      .string()
      .regex(/^\d{1,6}$/, { error: (issue) => `SHUTDOWN_TIMEOUT must be milliseconds from 0 to 999999, got "${String(issue.input)}"` })
      .transform(Number)
      .optional(),
  ),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
      .optional(),
  ),
  CART_HANDOFF_TTL: optional.pipe(
    z
      .string()
      .regex(/^\d{1,8}$/, { error: (issue) => `CART_HANDOFF_TTL must be milliseconds from 60000 to 86400000, got "${String(issue.input)}"` })
      .transform(Number)
      .refine((ms) => ms >= 60_000 && ms <= 86_400_000, { error: 'CART_HANDOFF_TTL must be milliseconds from 60000 to 86400000' })
      .optional(),
  ),
  CART_HANDOFF_PER_ADDRESS: optional.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,4}$/, { error: (issue) => `CART_HANDOFF_PER_ADDRESS must be a whole number from 1 to 99999, got "${String(issue.input)}"` })
      .transform(Number)
      .optional(),
  ),
  ATTRIBUTION_DAYS: optional.pipe(
    z
      .string()
      .regex(/^\d{1,3}$/, { error: (issue) => `ATTRIBUTION_DAYS must be a whole number of days from 1 to 365, got "${String(issue.input)}"` })
      .transform(Number)
      .refine((days) => days >= 1 && days <= 365, { error: 'ATTRIBUTION_DAYS must be a whole number of days from 1 to 365' })
      .optional(),
  ),
  CONFIRM_LINK_DAYS: optional.pipe(
    z
      .string()
      .regex(/^\d{1,2}$/, { error: (issue) => `CONFIRM_LINK_DAYS must be a whole number of days from 1 to 30, got "${String(issue.input)}"` })
      .transform(Number)
      .refine((days) => days >= 1 && days <= 30, { error: 'CONFIRM_LINK_DAYS must be a whole number of days from 1 to 30' })
      .optional(),
  ),
  CONFIRM_CALL_AFTER_HOURS: hours('CONFIRM_CALL_AFTER_HOURS'),
  CART_REMINDER_HOURS: hours('CART_REMINDER_HOURS'),
  PLAN_NOTICE_DAYS: optional.pipe(
    z
      .string()
      .regex(/^\d{1,2}$/, { error: (issue) => `PLAN_NOTICE_DAYS must be a whole number of days from 1 to 14, got "${String(issue.input)}"` })
      .transform(Number)
      .refine((days) => days >= 1 && days <= 14, { error: 'PLAN_NOTICE_DAYS must be a whole number of days from 1 to 14' })
      .optional(),
  ),
  SESSION_IDLE_HOURS: hours('SESSION_IDLE_HOURS'),
  HOST: optional.pipe(
    z
      .string()
      .refine((host) => isIP(host) !== 0, { error: (issue) => `HOST must be an IP address to listen on, such as 127.0.0.1 or 0.0.0.0, got "${String(issue.input)}"` })
      .optional(),
  ),
  DATA_DIR: optional,
  ALLOWED_ORIGINS: optional,
  NODE_ENV: optional,
});

function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const result = httpUrl('ALLOWED_ORIGINS').safeParse(item);
      const url = result.success ? new URL(item) : undefined;
      if (!url || url.origin !== item.replace(/\/$/, '')) {
        throw new Error(`candleshop: ALLOWED_ORIGINS must be a comma-separated list of origins like https://shop.example, got "${item}"`);
      }
      return url.origin;
    });
}

/**
 * Reads and checks the server settings.
 * @throws Error naming every invalid variable and what it got
 * @example const config = readConfig(process.env);
 */
export function readConfig(env: Record<string, string | undefined>): ShopConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message).join('; ');
    throw new Error(`candleshop: invalid configuration: ${problems}`);
  }
  const vars = parsed.data;
  const port = vars.PORT ?? 8080;
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  // Default partners: the example partner page is served one port up (examples/).
  const allowedOrigins = vars.ALLOWED_ORIGINS ? parseOrigins(vars.ALLOWED_ORIGINS) : [new URL(publicUrl).origin, `http://localhost:${port + 1}`, `http://127.0.0.1:${port + 1}`];
  return {
    port,
    publicUrl,
    ...(vars.DATABASE_URL ? { databaseUrl: vars.DATABASE_URL } : {}),
    dataDir: vars.DATA_DIR ?? '.data',
    allowedOrigins: [...new Set(allowedOrigins)],
    production: isProductionStart(vars.NODE_ENV, publicUrl),
    ...(vars.HOST ? { host: vars.HOST } : {}),
    responseCacheTtlMs: vars.RESPONSE_CACHE_TTL ?? 5000,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT ?? 10_000,
    cartHandoff: { ttlMs: vars.CART_HANDOFF_TTL ?? 30 * 60_000, perAddress: vars.CART_HANDOFF_PER_ADDRESS ?? 30 },
    attributionDays: vars.ATTRIBUTION_DAYS ?? 30,
    sessionIdleHours: vars.SESSION_IDLE_HOURS ?? DEFAULT_SESSION_IDLE_HOURS,
    confirmations: {
      linkDays: vars.CONFIRM_LINK_DAYS ?? DEFAULT_CONFIRMATION_SETTINGS.linkDays,
      callAfterHours: vars.CONFIRM_CALL_AFTER_HOURS ?? DEFAULT_CONFIRMATION_SETTINGS.callAfterHours,
    },
    cartReminders: { afterHours: vars.CART_REMINDER_HOURS ?? DEFAULT_CART_REMINDER_SETTINGS.afterHours },
    plans: { noticeDays: vars.PLAN_NOTICE_DAYS ?? DEFAULT_PLAN_SETTINGS.noticeDays },
  };
}
