/** How the adapters reach a provider: `fetch` by default, the app itself in tests. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** A provider's JSON answer, or why there is none. */
export type ProviderReply = { ok: true; status: number; body: Record<string, unknown> } | { ok: false; reason: string };

/** What one outbound call needs. */
export interface ProviderCall {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A form (URLSearchParams) or JSON (any other object). */
  body?: URLSearchParams | Record<string, unknown>;
  timeoutMs: number;
}

/**
 * Calls a provider (SECURITY B8): redirects are not followed (a 3xx is a failure), a timeout
 * aborts, and a non-2xx status or a body that is not a JSON object is a failure, never a result.
 * The URL is always a configured base plus a fixed path.
 */
export async function callProvider(fetchImpl: FetchLike, url: string, call: ProviderCall): Promise<ProviderReply> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  let body: string | undefined;
  if (call.body instanceof URLSearchParams) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = call.body.toString();
  } else if (call.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  let response: Response;
  try {
    response = await fetchImpl(url, { method: call.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(call.timeoutMs) });
  } catch (error) {
    return { ok: false, reason: `unreachable: ${error instanceof Error ? error.name : 'error'}` };
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { ok: false, reason: 'body not read' };
  }
  if (response.status < 200 || response.status > 299) return { ok: false, reason: `HTTP ${response.status}` };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, reason: 'not a JSON object' };
    return { ok: true, status: response.status, body: parsed as Record<string, unknown> };
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
}

/** Reads a nested object field, or undefined. */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Reads an integer IQD amount given as a number or a decimal string ("25000.00"). */
export function iqd(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(number) && Number.isInteger(number) ? number : undefined;
}

/** Joins a configured base URL and a fixed path; ids are encoded by the caller. */
export function endpoint(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/**
 * SECURITY-REVIEW-2 N5: whether a failed call may still have been acted on by the provider: no
 * answer (timeout, reset), an answer not read, a 5xx or a 2xx we cannot read. A 3xx or 4xx, or a
 * call never sent, is a refusal: the provider did nothing.
 */
export function outcomeUnknown(reply: { ok: false; reason: string }): boolean {
  return /^(unreachable|body not read|not JSON|not a JSON object|HTTP 5\d\d)/.test(reply.reason);
}
