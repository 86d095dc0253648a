import type { PaymentOrder, PaymentStart, Payments } from '../payments/types.js';

/** A Payments stand-in that records every start and can be told to fail or to take its time. */
export interface TestPayments extends Payments {
  started: PaymentOrder[];
  failing: boolean;
  delayMs: number;
}

/** Creates a test Payments: each start answers a token naming the order and the amount. */
export function createTestPayments(): TestPayments {
  const payments: TestPayments = {
    started: [],
    failing: false,
    delayMs: 0,
    async start(order: PaymentOrder): Promise<PaymentStart> {
      payments.started.push(order);
      if (payments.delayMs) await new Promise((resolve) => setTimeout(resolve, payments.delayMs));
      if (payments.failing) throw new Error('provider down');
      if (order.method === 'fib') {
        return {
          fibToken: {
            paymentId: `fib-${order.id}`,
            readableCode: 'ABCD-1234',
            qrCode: 'data:image/png;base64,AAAA',
            validUntil: '2026-12-01T00:00:00Z',
            personalAppLink: 'https://fib.example/p',
            businessAppLink: 'https://fib.example/b',
            corporateAppLink: 'https://fib.example/c',
          },
        };
      }
      if (order.method === 'fastpay') return { url: `https://fastpay.example/pay/${order.id}` };
      return { token: `${order.method}-${order.id}-${order.total}` };
    },
  };
  return payments;
}
