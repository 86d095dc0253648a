import { createHash } from 'node:crypto';
import { Kind, parse, type DocumentNode } from 'graphql';

/** Settings of {@link createResponseCache}. */
export interface ResponseCacheOptions {
  /** How long an answer is reused, in ms; 0 turns the cache off. */
  ttlMs: number;
  /** Most answers kept; the least recently used go first. */
  maxEntries?: number;
  /** Most characters of answers kept in all (SECURITY-REVIEW M6: entries alone bound no memory). */
  maxCharacters?: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
  /**
   * Builds the request handed on after the body was read: the class the server's requests are
   * (yoga's fetch API in app.ts, far cheaper than Node's own; the global one by default).
   */
  Request?: typeof Request;
}

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: string;
}

// Answers that follow a payment or an order's status change while a shopper waits on them: a
// guest's order page and the FIB page poll these, so a reused answer would show "unpaid" late.
// A discount code is usable until an order takes it: a reused answer would offer a used code
// (or a promotion's quote a use its limits no longer have).
// A cart hand-off is one guest's, not the catalogue (issue 24 item 7); a sale's confirmation link
// changes the moment its customer answers (issue 28 item 1). A gift card's balance drops the
// moment a sale draws it, and a waiting-list offer is bought or lapses (issues 35, 36).
const LIVE_FIELDS = new Set(['guestOrder', 'fibPaymentStatus', 'fibPayment', 'order', 'orders', 'user', 'discountCode', 'promotionQuote', 'cartHandoff', 'saleConfirmation', 'giftCardBalance', 'waitlistOffer']);

// Only catalogue reads can be reused: a document holding anything but queries, or a live field,
// is never cached.
function onlyQueries(source: unknown): boolean {
  if (typeof source !== 'string') return false;
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch {
    return false;
  }
  return document.definitions.every((d) => d.kind !== Kind.OPERATION_DEFINITION || (d.operation === 'query' && d.selectionSet.selections.every((s) => s.kind !== Kind.FIELD || !LIVE_FIELDS.has(s.name.value))));
}

/**
 * Reuses recent answers to public catalogue queries, the way a CDN in front of the API would:
 * many shoppers load the same listing. Only POSTs without cookies (the public client: nothing in
 * the answer depends on who asks), only queries, only answers without errors. The key holds the
 * origin (CORS headers differ by origin), the `Accept` header (the answer's media type follows it:
 * GraphQL over HTTP), the URL (lang) and the body; the answers say `Vary: Origin, Accept` so that
 * caches downstream keep them apart too.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const { ttlMs, maxEntries = 2000, maxCharacters = 32_000_000, now = Date.now, Request: Rebuilt = Request } = options;
  const entries = new Map<string, Entry>();
  let characters = 0;
  const forget = (key: string) => {
    characters -= entries.get(key)?.body.length ?? 0;
    entries.delete(key);
  };
  // Bumped by `clear`: an answer computed before a catalogue change is not kept after it.
  let generation = 0;

  async function cached(request: Request, answer: (request: Request) => Promise<Response>): Promise<Response> {
    if (ttlMs <= 0 || request.method !== 'POST' || request.headers.has('cookie')) return answer(request);
    const body = await request.text();
    const accept = request.headers.get('accept') ?? '';
    const key = createHash('sha256')
      .update(`${request.headers.get('origin') ?? ''}\n${accept}\n${request.url}\n${body}`)
      .digest('base64');
    // Built from its parts: a request of one fetch API cannot be copied by another's constructor.
    const again = () => answer(new Rebuilt(request.url, { method: request.method, headers: request.headers, body }));
    const started = generation;
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      // Re-insert: the Map's order is the recency order.
      entries.delete(key);
      entries.set(key, hit);
      return new Response(hit.body, { status: hit.status, headers: [...hit.headers, ['x-cache', 'hit']] });
    }
    const response = await again();
    const text = await response.text();
    const headers = withVary([...response.headers], ['Origin', 'Accept']);
    if (started === generation && response.status === 200 && !text.includes('"errors"') && onlyQueries(safeQuery(body))) {
      forget(key);
      entries.set(key, { expires: now() + ttlMs, status: 200, headers, body: text });
      characters += text.length;
      while (entries.size > maxEntries || characters > maxCharacters) forget(entries.keys().next().value!);
    }
    return new Response(text, { status: response.status, statusText: response.statusText, headers: [...headers, ['x-cache', 'miss']] });
  }

  /** Forgets every answer at once (issue 15: after the back office changes the catalogue). */
  function clear(): void {
    generation += 1;
    entries.clear();
    characters = 0;
  }

  return Object.assign(cached, { clear });
}

/** The headers with `Vary` naming `names` too (issue 23 item 7: an answer's type follows `Accept`). */
export function withVary(headers: [string, string][], names: readonly string[]): [string, string][] {
  const others = headers.filter(([name]) => name.toLowerCase() !== 'vary');
  const listed = headers
    .filter(([name]) => name.toLowerCase() === 'vary')
    .flatMap(([, value]) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
  const known = new Set(listed.map((name) => name.toLowerCase()));
  const vary = [...listed, ...names.filter((name) => !known.has(name.toLowerCase()))];
  return [...others, ['vary', vary.join(', ')]];
}

function safeQuery(body: string): unknown {
  try {
    return (JSON.parse(body) as { query?: unknown }).query;
  } catch {
    return undefined;
  }
}
