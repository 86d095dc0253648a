import type { Translate } from '@candleshop/core';

/**
 * An order's payment in the back office: its method and whether it is paid. A paid cash order was
 * paid when it was handed over (issue 28 item 5: the server marks it paid once completed), and
 * says where.
 */
export function paymentLabel(t: Translate, order: { method: string; paid: boolean; pickup: boolean }): string {
  const state = !order.paid ? 'admin.unpaid' : order.method !== 'cash' ? 'admin.paid' : order.pickup ? 'admin.paidAtPickup' : 'admin.paidOnDelivery';
  return `${t(`payment.methods.${order.method}`)} · ${t(state)}`;
}
