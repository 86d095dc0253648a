import { z } from 'zod';
import { RECAPTCHA_SCRIPT_URL } from './adapters/human-check/recaptcha.js';
import { isTicketSigningKey } from './auth/ticket-key.js';
import { isEmail } from '@candleshop/rules';
import type { WhatsAppOptions } from './adapters/messaging/whatsapp-cloud.js';

/** The Graph API version the WhatsApp adapter was written against (WHATSAPP_API_URL may name another). */
export const WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

/** Settings of the account adapters (mail, storage, social sign-in, human check), from the environment. */
export interface AccountsConfig {
  /** SMTP connection URL (smtp:// or smtps://); without it mail goes to the local outbox. */
  smtpUrl?: string;
  /** The From header of every mail. */
  mailFrom: string;
  /** Where the shop is told of new white-label and personalized requests (SHOP_EMAIL). */
  shopEmail: string;
  /** The bearer token of the shop's commands (`npm run shop`, POST /shop/*): SHOP_ADMIN_TOKEN. */
  shopAdminToken?: string;
  /** The key staff TOTP secrets are sealed under (STAFF_SECRET_KEY, issue 15). */
  staffSecretKey?: string;
  /** The shop's Ed25519 key ticket codes are signed with (TICKET_SIGNING_KEY, issue 27). */
  ticketSigningKey?: string;
  /** Serve `/dev/outbox` even in production (MAIL_OUTBOX_PAGE=on; the browser tests need it). */
  outboxPage: boolean;
  /** S3-compatible storage; without it uploads go to the local signed `/uploads`. */
  s3?: S3Config;
  /** Key of the local upload signatures (UPLOAD_SECRET); random per process when unset. */
  uploadSecret: string;
  google?: { clientId: string; jwksUrl: string };
  facebook?: { appId: string; appSecret: string; graphUrl: string };
  /** The real human check: secret and public site key go together; the script and siteverify URLs default to Google's. */
  recaptcha?: { secret: string; siteKey: string; scriptUrl: string; verifyUrl: string; hostnames: string[] };
  /** Proxy addresses whose X-Forwarded-For is believed (SECURITY D3). */
  trustedProxies: string[];
  /** WhatsApp Business Cloud API (issue 28 item 1); without it texts go to the local text outbox. */
  whatsapp?: WhatsAppOptions;
}

/** An S3-compatible bucket. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKey: string;
  secretKey: string;
}

/** The token older offline shops published (SECURITY-REVIEW H1); production refuses it (production-check.ts). */
export const SHOP_ADMIN_TOKEN_LOCAL = 'local-shop-admin-token';

/** The shop's address when SHOP_EMAIL is unset: its mail stays in the local outbox (DESIGN §4). */
export const SHOP_EMAIL_LOCAL = 'shop@localhost';

// Empty variables count as unset, as in config.ts.
const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const url = (name: string) => optional.refine((value) => value === undefined || /^https?:\/\/[^\s]+$/.test(value), { error: `${name} must be an absolute http(s) URL` });

const envSchema = z.object({
  SMTP_URL: optional.refine((value) => value === undefined || /^smtps?:\/\//.test(value), { error: 'SMTP_URL must start with smtp:// or smtps://' }),
  MAIL_FROM: optional,
  MAIL_OUTBOX_PAGE: optional,
  SHOP_ADMIN_TOKEN: optional.refine((value) => value === undefined || value.length >= 24, { error: 'SHOP_ADMIN_TOKEN must have at least 24 characters' }),
  STAFF_SECRET_KEY: optional.refine((value) => value === undefined || value.length >= 32, { error: 'STAFF_SECRET_KEY must have at least 32 characters' }),
  TICKET_SIGNING_KEY: optional.refine((value) => value === undefined || isTicketSigningKey(value), {
    error: 'TICKET_SIGNING_KEY must be 32 bytes in base64url (43 characters), e.g. node -e "console.log(crypto.randomBytes(32).toString(\'base64url\'))"',
  }),
  SHOP_EMAIL: optional.refine((value) => value === undefined || isEmail(value), { error: 'SHOP_EMAIL must be an email address' }),
  S3_ENDPOINT: url('S3_ENDPOINT'),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY: optional,
  S3_SECRET_KEY: optional,
  UPLOAD_SECRET: optional.refine((value) => value === undefined || value.length >= 32, { error: 'UPLOAD_SECRET must have at least 32 characters' }),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_JWKS_URL: url('GOOGLE_JWKS_URL'),
  FACEBOOK_APP_ID: optional,
  FACEBOOK_APP_SECRET: optional,
  FACEBOOK_GRAPH_URL: url('FACEBOOK_GRAPH_URL'),
  RECAPTCHA_SECRET: optional,
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SCRIPT_URL: url('RECAPTCHA_SCRIPT_URL'),
  RECAPTCHA_VERIFY_URL: url('RECAPTCHA_VERIFY_URL'),
  RECAPTCHA_HOSTNAMES: optional,
  TRUSTED_PROXIES: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional.refine((value) => value === undefined || /^\d{5,20}$/.test(value), { error: 'WHATSAPP_PHONE_NUMBER_ID must be the digits of the phone number id in WhatsApp Manager' }),
  WHATSAPP_ACCESS_TOKEN: optional,
  WHATSAPP_API_URL: url('WHATSAPP_API_URL'),
  WHATSAPP_LANG_KU: optional.refine((value) => value === undefined || /^[a-z]{2,3}(_[A-Z]{2})?$/.test(value), { error: 'WHATSAPP_LANG_KU must be a WhatsApp template language code such as ar or en_US' }),
});

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Reads the account adapters' settings; every one has a working local default (DESIGN §4).
 * @param hostnames hostnames human-check tokens may come from when RECAPTCHA_HOSTNAMES is unset
 * @throws Error naming every invalid variable
 */
export function readAccountsConfig(env: Record<string, string | undefined>, hostnames: readonly string[] = []): AccountsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`candleshop: invalid configuration: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  const vars = parsed.data;
  const s3Vars = [vars.S3_ENDPOINT, vars.S3_BUCKET, vars.S3_REGION, vars.S3_ACCESS_KEY, vars.S3_SECRET_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    throw new Error('candleshop: invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY and S3_SECRET_KEY go together');
  }
  if (Boolean(vars.FACEBOOK_APP_ID) !== Boolean(vars.FACEBOOK_APP_SECRET)) {
    throw new Error('candleshop: invalid configuration: FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together');
  }
  // A secret without a site key would refuse every browser's token; a site key without a secret
  // would publish a check nobody verifies.
  if (Boolean(vars.RECAPTCHA_SECRET) !== Boolean(vars.RECAPTCHA_SITE_KEY)) {
    const [set, missing] = vars.RECAPTCHA_SECRET ? ['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'] : ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET'];
    throw new Error(`candleshop: invalid configuration: ${set} is set, so ${missing} is expected too, got nothing`);
  }
  if (Boolean(vars.WHATSAPP_PHONE_NUMBER_ID) !== Boolean(vars.WHATSAPP_ACCESS_TOKEN)) {
    throw new Error('candleshop: invalid configuration: WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN go together');
  }
  return {
    ...(vars.SMTP_URL ? { smtpUrl: vars.SMTP_URL } : {}),
    mailFrom: vars.MAIL_FROM ?? 'candleshop <no-reply@localhost>',
    shopEmail: vars.SHOP_EMAIL ?? SHOP_EMAIL_LOCAL,
    ...(vars.SHOP_ADMIN_TOKEN ? { shopAdminToken: vars.SHOP_ADMIN_TOKEN } : {}),
    ...(vars.STAFF_SECRET_KEY ? { staffSecretKey: vars.STAFF_SECRET_KEY } : {}),
    ...(vars.TICKET_SIGNING_KEY ? { ticketSigningKey: vars.TICKET_SIGNING_KEY } : {}),
    outboxPage: vars.MAIL_OUTBOX_PAGE === 'on',
    ...(vars.S3_ENDPOINT ? { s3: { endpoint: vars.S3_ENDPOINT.replace(/\/+$/, ''), bucket: vars.S3_BUCKET!, region: vars.S3_REGION!, accessKey: vars.S3_ACCESS_KEY!, secretKey: vars.S3_SECRET_KEY! } } : {}),
    uploadSecret: vars.UPLOAD_SECRET ?? crypto.getRandomValues(Buffer.alloc(32)).toString('base64url'),
    ...(vars.GOOGLE_CLIENT_ID ? { google: { clientId: vars.GOOGLE_CLIENT_ID, jwksUrl: vars.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs' } } : {}),
    ...(vars.FACEBOOK_APP_ID ? { facebook: { appId: vars.FACEBOOK_APP_ID, appSecret: vars.FACEBOOK_APP_SECRET!, graphUrl: (vars.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com').replace(/\/+$/, '') } } : {}),
    ...(vars.RECAPTCHA_SECRET
      ? {
          recaptcha: {
            secret: vars.RECAPTCHA_SECRET,
            siteKey: vars.RECAPTCHA_SITE_KEY!,
            scriptUrl: vars.RECAPTCHA_SCRIPT_URL ?? RECAPTCHA_SCRIPT_URL,
            verifyUrl: vars.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
            hostnames: vars.RECAPTCHA_HOSTNAMES ? list(vars.RECAPTCHA_HOSTNAMES) : [...hostnames],
          },
        }
      : {}),
    trustedProxies: list(vars.TRUSTED_PROXIES),
    ...(vars.WHATSAPP_PHONE_NUMBER_ID
      ? {
          whatsapp: {
            phoneNumberId: vars.WHATSAPP_PHONE_NUMBER_ID,
            accessToken: vars.WHATSAPP_ACCESS_TOKEN!,
            apiUrl: (vars.WHATSAPP_API_URL ?? WHATSAPP_API_URL).replace(/\/+$/, ''),
            languages: { en: 'en', ar: 'ar', ku: vars.WHATSAPP_LANG_KU ?? 'ar' },
          },
        }
      : {}),
  };
}
