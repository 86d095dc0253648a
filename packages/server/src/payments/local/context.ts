import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { FetchLike } from '../providers/outbound.js';
import type { PaymentsConfig } from '../config.js';
import type { PaymentsLog } from '../verifier.js';

/** What a local stand-in gateway needs. */
export interface LocalGatewayContext {
  db: Kysely<Database>;
  publicUrl: string;
  config: PaymentsConfig;
  /** How the stand-in sends its server-to-server notices to our callback routes. */
  fetch: FetchLike;
  timeoutMs: number;
  log: PaymentsLog;
}

/** A JSON answer of a stand-in API. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

/** The stand-in has no such endpoint or transaction. */
export function missing(): Response {
  return json(404, { message: 'not found' });
}

/** Reads a form body; an unreadable one is empty. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  try {
    return new URLSearchParams(await request.text());
  } catch {
    return new URLSearchParams();
  }
}

/** Reads a JSON object body; anything else is undefined. */
export async function readJson(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** True for an address of our own shop: stand-ins only ever send customers and notices there. */
export function isOurs(publicUrl: string, address: unknown): address is string {
  return typeof address === 'string' && address.startsWith(`${publicUrl}/`);
}

/** Sends a stand-in's server-to-server notice; a failure is logged (the sweeper reconciles). */
export async function notify(context: LocalGatewayContext, url: string, init: RequestInit): Promise<void> {
  try {
    const response = await context.fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(context.timeoutMs) });
    await response.body?.cancel();
    if (!response.ok) context.log.info(`payments: local gateway notice to ${url} answered ${response.status}`);
  } catch (error) {
    context.log.info(`payments: local gateway notice to ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
