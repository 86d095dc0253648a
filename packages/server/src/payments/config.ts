import { randomBytes } from 'node:crypto';
import type { Gateway } from '../db/types-payments.js';

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

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

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
 * @throws Error when a base URL is not an absolute http(s) URL
 * @example const config = readPaymentsConfig(process.env, 'http://localhost:8080');
 */
export function readPaymentsConfig(env: Record<string, string | undefined>, publicUrl: string): PaymentsConfig {
  const get = (name: string) => (env[name] === '' ? undefined : env[name]);
  const local: Gateway[] = [];
  const base = (gateway: Gateway, name: string, fallback: string, isLocal: boolean) => {
    if (isLocal) return localGatewayUrl(publicUrl, gateway);
    return url(name, get(name) ?? fallback);
  };

  const zcLocal = !(get('ZAINCASH_MERCHANT_ID') && get('ZAINCASH_SECRET') && get('ZAINCASH_MSISDN'));
  const fibLocal = !(get('FIB_CLIENT_ID') && get('FIB_CLIENT_SECRET'));
  const fpLocal = !(get('FASTPAY_STORE_ID') && get('FASTPAY_STORE_PASSWORD'));
  const nassLocal = !(get('NASSPAY_USERNAME') && get('NASSPAY_PASSWORD') && get('NASSPAY_PIN') && get('NASSPAY_BASIC_TOKEN'));
  if (zcLocal) local.push('zaincash');
  if (fibLocal) local.push('fib');
  if (fpLocal) local.push('fastpay');
  if (nassLocal) local.push('nasspay');

  // A stand-in approves payments without money: on a real production address it is refused unless
  // PAYMENTS_LOCAL_GATEWAYS=true says so (a local production build, e.g. the browser tests, keeps it).
  const localSetting = get('PAYMENTS_LOCAL_GATEWAYS');
  if (localSetting !== undefined && localSetting !== 'true' && localSetting !== 'false') {
    throw new Error(`candleshop: PAYMENTS_LOCAL_GATEWAYS must be true or false, got "${localSetting}"`);
  }
  const publicHost = new URL(publicUrl).hostname;
  const localAllowed = localSetting === undefined ? env.NODE_ENV !== 'production' || LOOPBACK.has(publicHost) : localSetting === 'true';
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
      baseUrl: base('zaincash', 'ZAINCASH_BASE_URL', 'https://test.zaincash.iq', zcLocal),
    },
    fib: {
      clientId: fibLocal ? 'local-client' : get('FIB_CLIENT_ID')!,
      clientSecret: fibLocal ? secret() : get('FIB_CLIENT_SECRET')!,
      baseUrl: base('fib', 'FIB_BASE_URL', 'https://fib.stage.fib.iq', fibLocal),
    },
    fastpay: {
      storeId: fpLocal ? 'local-store' : get('FASTPAY_STORE_ID')!,
      storePassword: fpLocal ? secret() : get('FASTPAY_STORE_PASSWORD')!,
      baseUrl: base('fastpay', 'FASTPAY_BASE_URL', 'https://staging-pgw.fast-pay.iq', fpLocal),
      // FastPay is on when it has credentials or its local gateway; FASTPAY_ENABLED=false turns it off.
      enabled: enabled === undefined ? !(fpLocal && !localAllowed) : enabled === 'true',
    },
    nasspay: {
      username: nassLocal ? 'local-merchant' : get('NASSPAY_USERNAME')!,
      password: nassLocal ? secret() : get('NASSPAY_PASSWORD')!,
      pin: nassLocal ? '0000' : get('NASSPAY_PIN')!,
      basicToken: nassLocal ? secret() : get('NASSPAY_BASIC_TOKEN')!,
      baseUrl: base('nasspay', 'NASSPAY_BASE_URL', 'https://uatgw1.nasswallet.com/payment/transaction', nassLocal),
      checkoutUrl: nassLocal
        ? `${localGatewayUrl(publicUrl, 'nasspay')}/checkout`
        : url('NASSPAY_CHECKOUT_URL', get('NASSPAY_CHECKOUT_URL') ?? 'https://uatcheckout1.nasswallet.com'),
    },
    local: localAllowed ? local : [],
    unavailable: enabled === 'false' && !unavailable.includes('fastpay') ? [...unavailable, 'fastpay'] : unavailable,
  };
}
