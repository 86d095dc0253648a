import { persistentAtom } from '@nanostores/persistent';
import { shared } from './registry.js';

/**
 * What the last payment was for (the payment result's `operation_type`, SPEC §3), kept in
 * localStorage under `operation_type` (SPEC §9) so the payment result page knows after a provider's
 * redirect brings the shopper back.
 */
export const $operationType = shared('operationType', () => persistentAtom<string | undefined>('operation_type', undefined));

/** Keeps the operation type before leaving for a payment provider. */
export function setOperationType(type: string | null | undefined): void {
  $operationType.set(type ?? undefined);
}

/** Forgets the operation type (the key is removed). */
export function clearOperationType(): void {
  $operationType.set(undefined);
}
