import { persistentAtom } from '@nanostores/persistent';
import { shared } from './registry.js';

/** A payment the shopper left for a provider to make: what it was for, and the guest's email. */
export interface PendingPayment {
  uuid: string;
  /** The email the guest typed; the result page needs it for the order's page (SPEC §2 /orders/{id}). */
  email: string;
}

// Bounded: only the last payment is kept. A damaged entry reads as none (checked where it is read).
const decode = (raw: string): PendingPayment | undefined => {
  try {
    return JSON.parse(raw) as PendingPayment;
  } catch {
    return undefined;
  }
};

/**
 * The last payment a guest started in this browser, in localStorage under `pending_payment`:
 * SECURITY-REVIEW L11, the providers' return redirects no longer carry the email, so the payment
 * result page takes it from here, only for the same sale (its uuid).
 */
export const $pendingPayment = shared('pendingPayment', () =>
  persistentAtom<PendingPayment | undefined>('pending_payment', undefined, { encode: JSON.stringify, decode }),
);

/** Keeps a guest's email with the payment just started (nothing for a customer's, which has no email). */
export function rememberPendingPayment(result: { uuid?: string | null; email?: string | null }): void {
  if (result.uuid && result.email) $pendingPayment.set({ uuid: result.uuid, email: result.email });
}

/** The email stored with the sale `uuid`'s payment, if this browser started it. */
export function pendingPaymentEmail(uuid: string | undefined): string | undefined {
  const pending = $pendingPayment.get();
  return uuid && pending?.uuid === uuid && typeof pending.email === 'string' ? pending.email : undefined;
}
