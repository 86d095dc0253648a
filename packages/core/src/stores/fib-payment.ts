import { atom } from 'nanostores';
import type { FibToken } from '@candleshop/rules';
import { shared } from './registry.js';

/** The FIB payment being paid, for the fibPaymentDetails page (SPEC §4: fib stores the fib token). */
export const $fibPayment = shared('fibPayment', () => atom<FibToken | undefined>(undefined));

/** Keeps the FIB token of a new order before going to fibPaymentDetails. */
export function keepFibPayment(token: FibToken | undefined): void {
  $fibPayment.set(token);
}
