import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake siteverify was sent: the form fields Google's siteverify reads. */
export interface SiteverifyRequest {
  secret: string;
  response: string;
}

/** A running fake of the reCAPTCHA provider on loopback. */
export interface FakeRecaptcha {
  /** The browser script (RECAPTCHA_SCRIPT_URL): defines window.grecaptcha. */
  scriptUrl: string;
  /** The siteverify endpoint (RECAPTCHA_VERIFY_URL). */
  verifyUrl: string;
  /** Every siteverify request, oldest first. */
  received: SiteverifyRequest[];
  /** A token the fake accepts once, as the script would give it for `action`. */
  issue(action?: string): string;
  close(): Promise<void>;
}

/** The settings the fake checks: only this secret and these site keys are accepted. */
export interface FakeRecaptchaOptions {
  secret: string;
  siteKey: string;
  /** The hostname siteverify reports the token was solved on (the shop's, by default localhost). */
  hostname?: string;
}

// The token names what siteverify answers: `ok.<action>.<nonce>` is a fresh human solve; anything
// else is refused with invalid-input-response, as Google does with a forged token.
const TOKEN = /^ok\.([a-z_]+)\.[\w-]+$/;

// The browser half: reCAPTCHA v3's ready/execute, giving tokens only for the configured site key.
function script(siteKey: string): string {
  return `(() => {
  const siteKey = ${JSON.stringify(siteKey)};
  window.grecaptcha = {
    ready(callback) { setTimeout(callback, 0); },
    execute(key, options) {
      if (key !== siteKey) return Promise.reject(new Error('fake reCAPTCHA: unknown site key ' + key));
      return Promise.resolve('ok.' + options.action + '.' + crypto.randomUUID());
    },
  };
})();
`;
}

/**
 * Starts a loopback fake of reCAPTCHA v3: its script (`/recaptcha.js`) and its siteverify
 * (`/siteverify`, answering success, score, action, hostname, challenge_ts and error-codes like
 * Google's). A token is accepted once; a wrong secret, a reused or forged token is not.
 */
export async function startFakeRecaptcha(options: FakeRecaptchaOptions): Promise<FakeRecaptcha> {
  const received: SiteverifyRequest[] = [];
  const used = new Set<string>();
  const server = createServer(async (request, response) => {
    if (request.method === 'GET' && request.url?.startsWith('/recaptcha.js')) {
      response.setHeader('content-type', 'text/javascript; charset=utf-8');
      return void response.end(script(options.siteKey));
    }
    if (request.method !== 'POST' || request.url !== '/siteverify') {
      response.statusCode = 404;
      return void response.end();
    }
    let body = '';
    for await (const chunk of request) body += chunk;
    const form = new URLSearchParams(body);
    const asked = { secret: form.get('secret') ?? '', response: form.get('response') ?? '' };
    received.push(asked);
    const match = TOKEN.exec(asked.response);
    const errors = [...(asked.secret === options.secret ? [] : ['invalid-input-secret']), ...(match ? [] : ['invalid-input-response']), ...(used.has(asked.response) ? ['timeout-or-duplicate'] : [])];
    used.add(asked.response);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        success: errors.length === 0,
        ...(match ? { challenge_ts: new Date().toISOString(), hostname: options.hostname ?? 'localhost', action: match[1], score: 0.9 } : {}),
        ...(errors.length ? { 'error-codes': errors } : {}),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    scriptUrl: `${origin}/recaptcha.js`,
    verifyUrl: `${origin}/siteverify`,
    received,
    issue: (action = 'submit') => `ok.${action}.${crypto.randomUUID()}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
