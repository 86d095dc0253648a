import { hkdfSync } from 'node:crypto';
import type { RetryBox } from '../adapters/retry-seal.js';
import { LOCAL_STAFF_SECRET_KEY, seal, staffKey, unseal } from './secret-box.js';

/**
 * The box mails and texts waiting for a retry are sealed in (SECURITY-REVIEW-2 N13): AES-256-GCM
 * under a key derived from the staff key (HKDF with its own label, so the two uses never share a
 * key), or from the published development key when there is none (outside production, or a
 * production demo). Changing STAFF_SECRET_KEY loses what was waiting (logged as lost).
 */
export function retryBox(staff: Buffer | undefined): RetryBox {
  return derivedBox(staff, 'candleshop send-retries v1');
}

/**
 * The box a gift card's code waits in from the buyer naming a recipient until the day it is sent
 * (issue 35 item 1, migration 080): the same sealing under a key of its own label.
 */
export function giftCardBox(staff: Buffer | undefined): RetryBox {
  return derivedBox(staff, 'candleshop gift-card codes v1');
}

function derivedBox(staff: Buffer | undefined, label: string): RetryBox {
  const key = Buffer.from(hkdfSync('sha256', staff ?? staffKey(LOCAL_STAFF_SECRET_KEY), Buffer.alloc(0), label, 32));
  return { seal: (plain) => seal(key, plain), open: (sealed) => unseal(key, sealed) };
}
