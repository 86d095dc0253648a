import { findLivePayments, transitionPayment } from '../db/repositories/sales/payments.js';
import type { Gateway, Payable } from '../db/tables/payments.js';
import type { GatewayAdapter } from './types.js';
import { verifyPayment, type VerifierOptions } from './verifier.js';

/** What giving up a sale's payments needs. */
export interface GiveUpOptions {
  verifier: VerifierOptions;
  adapters: Record<Gateway, GatewayAdapter>;
}

/**
 * Gives up the payments of a payable still waiting at the provider (SECURITY-REVIEW M5 staff
 * cancel, L10 a newer payment): each is cancelled at the provider where its API allows (FIB),
 * asked once more so money paid meanwhile is recorded, and, still unpaid, marked CANCELLED, so a
 * late completion lands in PAID_NEEDS_REFUND instead of paying the sale.
 * @returns how many payments were marked cancelled
 */
export async function giveUpPayments(options: GiveUpOptions, payable: Payable, keepPaymentId?: number): Promise<number> {
  const { verifier, adapters } = options;
  let cancelled = 0;
  for (const payment of await findLivePayments(verifier.db, payable)) {
    if (payment.id === keepPaymentId) continue;
    const adapter = adapters[payment.gateway];
    if (adapter.cancel) {
      try {
        await adapter.cancel(payment.gateway_txn_id);
      } catch (error) {
        verifier.log.alert(`payments: ${payment.gateway} ${payment.gateway_txn_id} cancel failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    // The provider's answer wins when it has one (paid: recorded for refund; cancelled: moved);
    // the move below is then a no-op, as it only leaves PENDING_PAYMENT.
    await verifyPayment(verifier, adapter, payment);
    if ((await transitionPayment(verifier.db, payment, 'CANCELLED')).changed) {
      cancelled += 1;
      verifier.log.info(`payments: ${payment.gateway} ${payment.gateway_txn_id} CANCELLED (${payable.kind} ${payable.id})`);
    }
  }
  return cancelled;
}
