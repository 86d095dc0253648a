import type { Services } from '../services/index.js';
import { isReadMethod, methodNotAllowed } from './responses.js';

/** How long `/readyz` waits for the database before it says the instance is not ready. */
export const READY_TIMEOUT_MS = 2000;

// Load balancers poll these: an answer is never stored by anyone on the way.
function status(code: number, state: string): Response {
  return new Response(`${JSON.stringify({ status: state })}\n`, {
    status: code,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}

/** The database answers within `READY_TIMEOUT_MS`. */
async function databaseAnswers(services: Pick<Services, 'health'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  try {
    return await Promise.race([services.health.ping().then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: 200 while the process serves requests (no database call, so a slow database does
 * not get healthy instances restarted). `/readyz`: 200 when the database answers a trivial
 * query, else 503, so a load balancer sends shoppers only to instances that can serve them.
 * @param draining true once the server shuts down: not ready, so the balancer stops sending work
 */
export async function serveHealth(services: Pick<Services, 'health'>, request: Request, pathname: '/healthz' | '/readyz', draining = false): Promise<Response> {
  if (!isReadMethod(request.method)) return methodNotAllowed();
  if (pathname === '/healthz') return status(200, 'ok');
  if (draining) return status(503, 'draining');
  return (await databaseAnswers(services)) ? status(200, 'ready') : status(503, 'unavailable');
}
