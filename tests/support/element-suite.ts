import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { startTestApi, type TestApi } from './test-api.js';

/** What the widget suites define their elements with: the test API's shop. */
export const TEST_SHOP = { endpoint: 'http://shop.test/graphql', storefront: 'http://shop.test' };

type Define = (settings: typeof TEST_SHOP) => void;
/** Answers a request itself (a payment the test API has no gateway for), or leaves it to the API; an answer may come later. */
type Answer = (input: RequestInfo | URL, init?: RequestInit) => Response | Promise<Response> | undefined;

/**
 * Runs the suite's elements against a real shop: the test API (migrated and seeded, slow on a busy
 * machine) answers the page's fetch, after `answer` where it answers; the elements are defined once.
 */
export function onTestShop(define: Define, answer?: Answer): void {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => answer?.(input, init) ?? api.fetch(input, init));
    define(TEST_SHOP);
  }, 120_000);
  afterAll(() => {
    vi.unstubAllGlobals();
    return api.close();
  });
}

/** Mounts `<tag>` with `attributes` in the page; resolves once `ready` holds in its shadow root. */
export async function mountElement(tag: string, attributes: Record<string, string>, ready: (shadow: ShadowRoot) => boolean) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(() => expect(element.shadowRoot && ready(element.shadowRoot)).toBe(true), { timeout: 5000 });
  return { element, shadow: element.shadowRoot! };
}

/** Another bundle on the page defines the same tags: the second define must not throw. */
export function itToleratesASecondDefine(define: Define): void {
  it('tolerates being defined twice', () => {
    expect(() => define({ endpoint: 'http://other.test/graphql', storefront: 'http://other.test' })).not.toThrow();
  });
}
