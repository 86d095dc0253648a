import type { AccountAdapters } from '../../accounts-adapters.js';
import type { Services } from '../../services/index.js';
import { refuseCommand } from './command-guard.js';
import { json } from './shop-commands.js';

/** The route of `npm run shop -- cart-reminders send --after-hours N`. */
export const CART_REMINDER_COMMAND_PATH = '/shop/cart-reminders/send';

/**
 * `POST /shop/cart-reminders/send` {afterHours}: one pass of the cart reminder sender now (issue 37
 * item 2), as its timer runs it every few minutes, for carts left unchanged `afterHours` (0 to
 * 720; 0: every consenting cart left so far). The operator's way to send what is due without
 * waiting for the timer, and the browser tests' way to send a reminder without waiting hours.
 * Everything else holds as in the timer's pass: one reminder a cart, none after an order, the
 * stops and the recipient limits, the sweepers' lock. Answers {sent}. Only for a caller on this
 * machine, with the shop's token when it has one (command-guard.ts).
 */
export async function serveCartReminderCommand(services: Pick<Services, 'savedCarts'>, accounts: AccountAdapters, request: Request): Promise<Response> {
  const refusal = refuseCommand(request, accounts.shopCommands);
  if (refusal) return refusal;
  let body: { afterHours?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return json(400, { error: 'bad.request' });
  }
  const { afterHours } = body;
  if (typeof afterHours !== 'number' || !Number.isInteger(afterHours) || afterHours < 0 || afterHours > 720) {
    return json(400, { error: 'bad.request', validation: { afterHours: ['input.afterHours.invalid'] } });
  }
  return json(200, { sent: await services.savedCarts.sendDue(afterHours) });
}
