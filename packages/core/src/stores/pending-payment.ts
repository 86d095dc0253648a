import { persistentAtom } from '@nanostores/persistent';
import { shared } from './registry.js';

/**
 * The last payment a guest started in this browser, in localStorage under `pending_payment` as
 * `<uuid> <email>` (bounded: only the last one is kept). SECURITY-REVIEW L11: the providers' return
 * redirects no longer carry the email, so the payment result page takes it from here, only for the
 * same sale (its uuid).
 */
export const $pendingPayment = shared('pendingPayment', () => persistentAtom<string | undefined>('pending_payment', undefined));

/** Keeps a guest's email with the payment just started (nothing for a customer's, which has no email). */
export function rememberPendingPayment(result: { uuid?: string | null; email?: string | null }): void {
  if (result.uuid && result.email) $pendingPayment.set(`${result.uuid} ${result.email}`);
}

/** The email stored with the sale `uuid`'s payment, if this browser started it. */
export function pendingPaymentEmail(uuid: string | undefined): string | undefined {
  const [stored, email] = ($pendingPayment.get() ?? '').split(' ');
  return uuid && stored === uuid && email ? email : undefined;
}
