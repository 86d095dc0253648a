import { DEFAULT_WAITLIST_HOLD_HOURS } from '../sales/hold-limits.js';
import type { WaitlistOfferOptions } from '../waitlist/waitlist-offers.js';
import type { AdminOptions } from './admin-common.js';

/** What offering freed seats to a waiting list needs, from a back-office service's options. */
export function waitlistOfferOptions(options: AdminOptions): WaitlistOfferOptions {
  return { publicUrl: options.publicUrl, mailer: options.mailer, holdHours: options.waitlistHoldHours ?? DEFAULT_WAITLIST_HOLD_HOURS };
}
