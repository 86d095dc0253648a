import type { Gateway } from '../../db/tables/payments.js';
import { serveFastPayLocal } from './fastpay.js';
import { serveFibLocal } from './fib.js';
import type { LocalGatewayContext } from './context.js';
import { serveNassPayLocal } from './nasspay.js';
import { serveZainCashLocal } from './zaincash.js';

export type { LocalGatewayContext } from './context.js';

const SERVERS: Record<Gateway, (context: LocalGatewayContext, path: string, request: Request) => Promise<Response>> = {
  zaincash: serveZainCashLocal,
  fib: serveFibLocal,
  fastpay: serveFastPayLocal,
  nasspay: serveNassPayLocal,
};

/**
 * Answers `/payments/local/<provider><path>`: the provider's stand-in, speaking its API so the
 * production adapter and its verification are what run offline (DESIGN §4).
 */
export function serveLocalGateway(context: LocalGatewayContext, gateway: Gateway, path: string, request: Request): Promise<Response> {
  return SERVERS[gateway](context, path, request);
}
