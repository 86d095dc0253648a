// SECURITY-REVIEW M4: the server's caps on one customer's unpaid orders, with the checkout's own
// texts (kept out of the shop's failures table, which every widget ships). Refill requests share
// the open-sales cap (SECURITY-REVIEW-2 N3). Its keys are the server's, not message keys.
/** The server's cap refusals of orders and refill requests, and the checkout texts that say them. */
export const ORDER_CAPS: Record<string, string> = { 'order.openLimit': 'checkoutForm.openLimit', 'order.unitLimit': 'checkoutForm.unitLimit' };
