// Test helpers of the host site: the English messages (every area), and a fake API answering by operation name.
import type { ReactNode } from 'react';
import { createTranslator } from '@candleshop/core';
import { I18nProvider } from '@candleshop/ui';
import en from '../../packages/core/src/i18n/resources/en.js';
import account from '../../packages/core/src/i18n/resources/account/en.js';
import buying from '../../packages/core/src/i18n/resources/buying/en.js';
import catalogue from '../../packages/core/src/i18n/resources/catalogue/en.js';
import checkout from '../../packages/core/src/i18n/resources/checkout/en.js';
import site from '../../packages/core/src/i18n/resources/site/en.js';

// The storefront loads every message area (app.tsx): the same texts here.
const english = { ...en, ...catalogue, ...buying, ...checkout, ...account, ...site };

/** Renders `children` in English. */
export function English({ children }: { children: ReactNode }) {
  return <I18nProvider value={{ lang: 'en', dir: 'ltr', t: createTranslator('en', english) }}>{children}</I18nProvider>;
}

/** What the fake API was sent. */
export interface SentCall {
  operation: string;
  variables: Record<string, unknown>;
}

/** A fake GraphQL endpoint: answers each operation by name (a function of its variables). */
export function fakeApi(answers: Record<string, (variables: Record<string, any>) => unknown>) {
  const sent: SentCall[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    const operation = /(?:query|mutation) (\w+)/.exec(body.query)![1]!;
    sent.push({ operation, variables: body.variables });
    const answer = answers[operation]?.(body.variables) ?? { errors: [{ message: 'not.found' }] };
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

/** Where the mocked session module sends its calls; a test sets `fetch`. */
export const testApi = { fetch: (async () => new Response('{}')) as typeof globalThis.fetch };

/**
 * Stands in for `account/session.js` and `api.js` (they read `location.origin`): the same
 * clients and session, over `testApi.fetch`.
 * @example vi.mock('../account/session.js', () => import('../test-support.js').then((m) => m.sessionModule()));
 */
export async function sessionModule() {
  const core = await import('@candleshop/core');
  const { atom } = await import('nanostores');
  const fetch = ((...args: Parameters<typeof globalThis.fetch>) => testApi.fetch(...args)) as typeof globalThis.fetch;
  const endpoint = 'http://shop.test/graphql';
  const accountClient = core.createAccountClient({ endpoint, fetch });
  const currentLang = () => 'en' as const;
  const session = core.createAccountSession({ client: accountClient, lang: currentLang, humanCheck: { token: async () => 'human-ok' } });
  const $landing = atom(false);
  const land = async <T extends { to?: string }>(step: () => Promise<T>, open: (path: string) => void) => {
    const outcome = await step();
    if (outcome.to) open(outcome.to);
    return outcome;
  };
  return { accountClient, currentLang, session, $landing, land, publicClient: core.createPublicClient({ endpoint, fetch }) };
}
