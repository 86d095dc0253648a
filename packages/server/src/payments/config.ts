import { randomBytes } from 'node:crypto';
import type { Gateway } from '../db/tables/payments.js';

/** ZainCash v1 merchant settings (SECURITY §2.1). */
export interface ZainCashSettings {
  merchantId: string;
  secret: string;
  /** The merchant's wallet number. */
  msisdn: string;
  baseUrl: string;
}

/** FIB online-shop client credentials (SECURITY §2.3). */
export interface FibSettings {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
}

/** FastPay store credentials (SECURITY §2.4). */
export interface FastPaySettings {
  storeId: string;
  storePassword: string;
  baseUrl: string;
  enabled: boolean;
  /** The merchant panel's refund secret key (FASTPAY_REFUND_SECRET_KEY); without it refunds are paid back by hand. */
  refundSecretKey: string | null;
}

/** Nass Wallet merchant settings (SECURITY §2.5, SPEC §1: nasspay is a wallet). */
export interface NassPaySettings {
  username: string;
  password: string;
  pin: string;
  /** The static HTTP Basic token Nass gives at onboarding. */
  basicToken: string;
  /** API base: login, initTransaction, checkTransaction. */
  baseUrl: string;
  /** Wallet checkout site; the customer goes to `<checkoutUrl>/payment-gateway`. */
  checkoutUrl: string;
}

/** Every provider's settings; `local` lists the providers served by our own stand-in. */
export interface PaymentsConfig {
  zaincash: ZainCashSettings;
  fib: FibSettings;
  fastpay: FastPaySettings;
  nasspay: NassPaySettings;
  /** Providers served by our local stand-in gateway. */
  local: Gateway[];
  /** Providers that refuse to start a payment (FastPay turned off, or no stand-in allowed). */
  unavailable: Gateway[];
}

/** What each provider needs before its real gateway is used; without all of it, the stand-in. */
export const PROVIDER_CREDENTIALS: Readonly<Record<Gateway, readonly string[]>> = {
  zaincash: ['ZAINCASH_MERCHANT_ID', 'ZAINCASH_SECRET', 'ZAINCASH_MSISDN'],
  fib: ['FIB_CLIENT_ID', 'FIB_CLIENT_SECRET'],
  fastpay: ['FASTPAY_STORE_ID', 'FASTPAY_STORE_PASSWORD'],
  nasspay: ['NASSPAY_USERNAME', 'NASSPAY_PASSWORD', 'NASSPAY_PIN', 'NASSPAY_BASIC_TOKEN'],
};

/**
 * The providers' sandbox addresses, used when a base URL is unset. SECURITY-REVIEW L12: sandbox
 * money would verify as paid, so production must set each one (production-check.ts).
 */
export const SANDBOX_URLS: Readonly<Record<Gateway, Readonly<Record<string, string>>>> = {
  zaincash: { ZAINCASH_BASE_URL: 'https://test.zaincash.iq' },
  fib: { FIB_BASE_URL: 'https://fib.stage.fib.iq' },
  fastpay: { FASTPAY_BASE_URL: 'https://staging-pgw.fast-pay.iq' },
  nasspay: { NASSPAY_BASE_URL: 'https://uatgw1.nasswallet.com/payment/transaction', NASSPAY_CHECKOUT_URL: 'https://uatcheckout1.nasswallet.com' },
};

/** Whether the environment gives every credential of a provider (empty values count as unset). */
export function hasCredentials(env: Record<string, string | undefined>, gateway: Gateway): boolean {
  return PROVIDER_CREDENTIALS[gateway].every((name) => Boolean(env[name]));
}

/** Where a provider's local stand-in answers (DESIGN §4). */
export function localGatewayUrl(publicUrl: string, gateway: Gateway): string {
  return `${publicUrl}/payments/local/${gateway}`;
}

function url(name: string, value: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return value.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  throw new Error(`candleshop: ${name} must be an absolute http(s) URL, got "${value}"`);
}

const secret = () => randomBytes(32).toString('hex');

/**
 * Reads the providers' settings from the environment. A provider without all its credentials is
 * served by its local gateway under `${publicUrl}/payments/local/<provider>`, with secrets made
 * up now, so the production adapter (and its verification) is what runs offline.
 * `production`: the start's mode as readConfig decided it (SECURITY-REVIEW-2 N1: a public
 * PUBLIC_URL counts, whatever NODE_ENV says); main.ts passes `config.production`.
 * @throws Error when a base URL is not an absolute http(s) URL
 * @example const config = readPaymentsConfig(process.env, config.publicUrl, config.production);
 */
export function readPaymentsConfig(env: Record<string, string | undefined>, publicUrl: string, production = env.NODE_ENV === 'production'): PaymentsConfig {
  const get = (name: string) => (env[name] === '' ? undefined : env[name]);
  const local: Gateway[] = [];
  const base = (gateway: Gateway, name: string, isLocal: boolean) => {
    if (isLocal) return localGatewayUrl(publicUrl, gateway);
    return url(name, get(name) ?? SANDBOX_URLS[gateway][name]!);
  };

  const zcLocal = !hasCredentials(env, 'zaincash');
  const fibLocal = !hasCredentials(env, 'fib');
  const fpLocal = !hasCredentials(env, 'fastpay');
  const nassLocal = !hasCredentials(env, 'nasspay');
  if (zcLocal) local.push('zaincash');
  if (fibLocal) local.push('fib');
  if (fpLocal) local.push('fastpay');
  if (nassLocal) local.push('nasspay');

  // A stand-in approves payments without money. SECURITY-REVIEW H3: in production it runs only when
  // the operator says so (SHOP_DEMO=on, or PAYMENTS_LOCAL_GATEWAYS=true, which production-check.ts
  // refuses without the demo switch); a loopback PUBLIC_URL no longer counts as saying so.
  const localSetting = get('PAYMENTS_LOCAL_GATEWAYS');
  if (localSetting !== undefined && localSetting !== 'true' && localSetting !== 'false') {
    throw new Error(`candleshop: PAYMENTS_LOCAL_GATEWAYS must be true or false, got "${localSetting}"`);
  }
  const localAllowed = localSetting === undefined ? !production || env.SHOP_DEMO === 'on' : localSetting === 'true';
  const unavailable: Gateway[] = localAllowed ? [] : [...local];

  const enabled = get('FASTPAY_ENABLED');
  if (enabled !== undefined && enabled !== 'true' && enabled !== 'false') {
    throw new Error(`candleshop: FASTPAY_ENABLED must be true or false, got "${enabled}"`);
  }
  return {
    zaincash: {
      merchantId: zcLocal ? 'local-merchant' : get('ZAINCASH_MERCHANT_ID')!,
      secret: zcLocal ? secret() : get('ZAINCASH_SECRET')!,
      msisdn: zcLocal ? '9647800000000' : get('ZAINCASH_MSISDN')!,
      baseUrl: base('zaincash', 'ZAINCASH_BASE_URL', zcLocal),
    },
    fib: {
      clientId: fibLocal ? 'local-client' : get('FIB_CLIENT_ID')!,
      clientSecret: fibLocal ? secret() : get('FIB_CLIENT_SECRET')!,
      baseUrl: base('fib', 'FIB_BASE_URL', fibLocal),
    },
    fastpay: {
      storeId: fpLocal ? 'local-store' : get('FASTPAY_STORE_ID')!,
      storePassword: fpLocal ? secret() : get('FASTPAY_STORE_PASSWORD')!,
      baseUrl: base('fastpay', 'FASTPAY_BASE_URL', fpLocal),
      // FastPay is on when it has credentials or its local gateway; FASTPAY_ENABLED=false turns it off.
      enabled: enabled === undefined ? !(fpLocal && !localAllowed) : enabled === 'true',
      refundSecretKey: fpLocal ? secret() : (get('FASTPAY_REFUND_SECRET_KEY') ?? null),
    },
    nasspay: {
      username: nassLocal ? 'local-merchant' : get('NASSPAY_USERNAME')!,
      password: nassLocal ? secret() : get('NASSPAY_PASSWORD')!,
      pin: nassLocal ? '0000' : get('NASSPAY_PIN')!,
      basicToken: nassLocal ? secret() : get('NASSPAY_BASIC_TOKEN')!,
      baseUrl: base('nasspay', 'NASSPAY_BASE_URL', nassLocal),
      checkoutUrl: nassLocal ? `${localGatewayUrl(publicUrl, 'nasspay')}/checkout` : url('NASSPAY_CHECKOUT_URL', get('NASSPAY_CHECKOUT_URL') ?? SANDBOX_URLS.nasspay.NASSPAY_CHECKOUT_URL!),
    },
    local: localAllowed ? local : [],
    unavailable: enabled === 'false' && !unavailable.includes('fastpay') ? [...unavailable, 'fastpay'] : unavailable,
  };
}
