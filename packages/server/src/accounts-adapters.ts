import type { Kysely } from 'kysely';
import { SHOP_EMAIL_LOCAL, type AccountsConfig } from './accounts-config.js';
import type { HumanCheckVerifier } from './adapters/human-check/human-check.js';
import { createLocalHumanCheck } from './adapters/human-check/local-human-check.js';
import { createRecaptchaVerifier } from './adapters/human-check/recaptcha.js';
import { createOutboxMailer } from './adapters/mail/local-outbox.js';
import type { Mailer } from './adapters/mail/mail.js';
import { createSmtpMailer } from './adapters/mail/smtp.js';
import { retryingMailer } from './adapters/mail/mail-retry.js';
import { createLocalTexter } from './adapters/messaging/local-text-outbox.js';
import type { Texter } from './adapters/messaging/messaging.js';
import { retryingTexter } from './adapters/messaging/text-retry.js';
import { createWhatsAppTexter } from './adapters/messaging/whatsapp-cloud.js';
import { createSocialVerifier } from './adapters/social/providers.js';
import type { SocialVerifier } from './adapters/social/social.js';
import { createLocalStorage } from './adapters/storage/local-storage.js';
import { createS3Storage } from './adapters/storage/s3.js';
import type { Storage } from './adapters/storage/storage.js';
import type { Database } from './db/types.js';
import type { RetryBox } from './adapters/retry-seal.js';
import { retryBox } from './auth/retry-box.js';
import { LOCAL_STAFF_SECRET_KEY, staffKey } from './auth/secret-box.js';
import { LOCAL_TICKET_SIGNING_KEY, ticketSigner, type TicketSigner } from './auth/ticket-key.js';
import type { ShopCommandsAccess } from './http/local/command-guard.js';

/** The adapters the account resolvers use (DESIGN §4: production or local). */
export interface AccountAdapters {
  mailer: Mailer;
  /** The mail server itself, when mail goes out through one: the mail retrier resends through it what `mailer` kept. */
  mailTransport?: Mailer;
  /** Text messages to customers' phones (issue 28 item 1): WhatsApp, or the local text outbox. */
  texter: Texter;
  /** The provider itself, when texts go out through one: the text retrier resends through it what `texter` kept. */
  textTransport?: Texter;
  /** What `mailer` and `texter` seal the messages they keep in (SECURITY-REVIEW-2 N13); the retriers open them with it. */
  retryBox?: RetryBox;
  storage: Storage;
  social: SocialVerifier;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES). */
  trustedProxies: readonly string[];
  /** Whether `/dev/outbox` is served (to loopback peers only, SECURITY-REVIEW H2). */
  outboxPage: boolean;
  /** Where new white-label and personalized requests are announced (SHOP_EMAIL). */
  shopEmail: string;
  /** Who may run the shop's commands (loopback peers, with SHOP_ADMIN_TOKEN when set); undefined: they are off (production without SHOP_ADMIN_TOKEN). */
  shopCommands?: ShopCommandsAccess;
  /** The AES-256 key staff TOTP secrets are sealed under; undefined: staff cannot be made nor sign in (production without STAFF_SECRET_KEY). */
  staffKey?: Buffer;
  /** Signs ticket codes (issue 27): TICKET_SIGNING_KEY, or the published development key outside production. */
  ticketSigner: TicketSigner;
  /** A customer session ends after this long unused (SESSION_IDLE_HOURS, SECURITY-REVIEW-2 N15); the default when absent. */
  sessionIdleMs?: number;
  /**
   * scrypt's cost N for new password hashes; PASSWORD_COST (auth/passwords.ts) when absent. A hash
   * names its own cost, so one made at another keeps working. The server suites set a low one
   * (test/shop.ts): their sign-ups are not what a stolen database is guessed against.
   */
  passwordCost?: number;
}

/** The offline adapters: outbox mail, local uploads, no social providers, outbox page on. */
export function localAccountAdapters(db: Kysely<Database>, publicUrl: string, uploadSecret?: string): AccountAdapters {
  return {
    mailer: createOutboxMailer(db),
    texter: createLocalTexter(db),
    storage: createLocalStorage(db, publicUrl, uploadSecret ?? crypto.getRandomValues(Buffer.alloc(32)).toString('base64url')),
    social: createSocialVerifier({}),
    trustedProxies: [],
    outboxPage: true,
    shopEmail: SHOP_EMAIL_LOCAL,
    shopCommands: {},
    staffKey: staffKey(LOCAL_STAFF_SECRET_KEY),
    ticketSigner: ticketSigner(LOCAL_TICKET_SIGNING_KEY),
  };
}

/**
 * Chooses each adapter from the configuration and logs the choice
 * ("mail: LOCAL outbox", "storage: S3 …"): production ones where credentials are set.
 */
export function createAccountAdapters(
  db: Kysely<Database>,
  options: { publicUrl: string; production: boolean; config: AccountsConfig; sessionIdleHours?: number },
  log: (line: string) => void = console.log,
): AccountAdapters & { humanCheck: HumanCheckVerifier } {
  const { publicUrl, production, config } = options;
  // Issue 23: a mail the SMTP server refuses for now is kept and sent again (the local outbox is the database itself).
  // SECURITY-REVIEW-2 N13: what waits for a retry is sealed under a key derived from the staff key.
  const staffSecret = config.staffSecretKey ?? (production ? undefined : LOCAL_STAFF_SECRET_KEY);
  const box = retryBox(staffSecret ? staffKey(staffSecret) : undefined);
  const mailTransport = config.smtpUrl ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : undefined;
  const mailer = mailTransport ? retryingMailer(db, mailTransport, box) : createOutboxMailer(db, log);
  const textTransport = config.whatsapp ? createWhatsAppTexter(config.whatsapp) : undefined;
  const texter = textTransport ? retryingTexter(db, textTransport, box) : createLocalTexter(db, log);
  const storage = config.s3 ? createS3Storage(config.s3, db) : createLocalStorage(db, publicUrl, config.uploadSecret);
  const social = createSocialVerifier(config);
  const humanCheck = config.recaptcha ? createRecaptchaVerifier(config.recaptcha) : createLocalHumanCheck();
  const outboxPage = !production || config.outboxPage;
  log(`candleshop: mail: ${config.smtpUrl ? 'SMTP' : 'LOCAL outbox'}${outboxPage ? ` (${publicUrl}/dev/outbox, from this machine only)` : ''}`);
  log(`candleshop: texts: ${config.whatsapp ? `WhatsApp Business Cloud API (${config.whatsapp.apiUrl})` : 'LOCAL text outbox'}${outboxPage ? ` (${publicUrl}/dev/outbox)` : ''}`);
  log(`candleshop: shop notices to ${config.shopEmail}${config.shopEmail === SHOP_EMAIL_LOCAL ? ' (LOCAL: set SHOP_EMAIL)' : ''}`);
  // SECURITY-REVIEW H1: no published token any more. Offline, a caller on this machine needs none
  // (`npm run shop` just works); with SHOP_ADMIN_TOKEN it needs both; production needs the token,
  // and so does any start whose PUBLIC_URL is not this machine (SECURITY-REVIEW-2 N1: `production`).
  const shopCommands: ShopCommandsAccess | undefined = config.shopAdminToken ? { token: config.shopAdminToken } : production ? undefined : {};
  log(
    `candleshop: shop commands: ${config.shopAdminToken ? 'on for this machine (SHOP_ADMIN_TOKEN)' : production ? 'off (set SHOP_ADMIN_TOKEN)' : 'on for this machine only, no token (set SHOP_ADMIN_TOKEN to ask for one)'}`,
  );
  // Issue 15: a fixed development key offline, said loudly; production needs its own.
  log(`candleshop: staff secrets: ${config.staffSecretKey ? 'STAFF_SECRET_KEY' : production ? 'off, no staff sign-in (set STAFF_SECRET_KEY)' : 'LOCAL development key (set STAFF_SECRET_KEY)'}`);
  // Issue 27: production refuses to start without a key of its own (production-check.ts) unless
  // SHOP_DEMO=on, whose codes then carry the published key, said here.
  log(`candleshop: ticket codes: ${config.ticketSigningKey ? 'TICKET_SIGNING_KEY' : 'LOCAL development key, codes prove nothing (set TICKET_SIGNING_KEY)'}`);
  log(`candleshop: storage: ${config.s3 ? `S3 ${config.s3.endpoint}/${config.s3.bucket}` : `LOCAL ${publicUrl}/uploads`}`);
  log(`candleshop: social sign-in: ${social.providers.length ? social.providers.join(', ') : 'none (no client ids)'}`);
  log(`candleshop: human check: ${config.recaptcha ? `reCAPTCHA (script ${config.recaptcha.scriptUrl}, siteverify ${config.recaptcha.verifyUrl})` : 'LOCAL (tokens not verified)'}`);
  return {
    mailer,
    ...(mailTransport ? { mailTransport } : {}),
    texter,
    ...(textTransport ? { textTransport } : {}),
    retryBox: box,
    storage,
    social,
    humanCheck,
    trustedProxies: config.trustedProxies,
    outboxPage,
    shopEmail: config.shopEmail,
    ...(shopCommands ? { shopCommands } : {}),
    ...(staffSecret ? { staffKey: staffKey(staffSecret) } : {}),
    ticketSigner: ticketSigner(config.ticketSigningKey ?? LOCAL_TICKET_SIGNING_KEY),
    ...(options.sessionIdleHours ? { sessionIdleMs: options.sessionIdleHours * 3_600_000 } : {}),
  };
}
