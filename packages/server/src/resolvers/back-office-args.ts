import { normalizePhone } from '@candleshop/rules';
import { z } from 'zod';
import { intArg } from './args.js';

/** `page` (from 1) and `first` (1 to 100) of the back office's lists. */
export const pageArgs = (first: number) => ({ page: intArg('page', 1, 1_000_000, 1), first: intArg('first', 1, 100, first) });

/** A search text, trimmed; empty means none. */
export const searchArg = z
  .string({ error: 'input.search.invalid' })
  .max(200, { error: 'input.search.max' })
  .nullish()
  .transform((text) => text?.trim() || undefined);

/** A search of customers' sales: a whole phone, however typed, is looked for in its stored E.164 form (issue 36 item 3). */
export const customerSearchArg = searchArg.transform((text) => (text && normalizePhone(text)) || text);

/** The version a change names (schema: Int!). */
export const versionArg = z.number({ error: 'input.version.invalid' }).int({ error: 'input.version.invalid' }).min(0, { error: 'input.version.invalid' });

/** A staff note kept in the audit log. */
export const noteArg = z
  .string({ error: 'input.note.invalid' })
  .max(2000, { error: 'input.note.max' })
  .nullish()
  .transform((note) => note?.trim() || null);

/** A status name (checked against the kind's table by the service). */
export const statusArg = z.string({ error: 'input.status.invalid' }).max(40, { error: 'input.status.invalid' });

/** A staff member's reason for a money change (a refund, a gift card's adjustment or void): 1 to 500 characters, trimmed. */
export const reasonArg = z
  .string({ error: 'input.reason.invalid' })
  .transform((reason) => reason.trim())
  .pipe(z.string().min(1, { error: 'input.reason.required' }).max(500, { error: 'input.reason.max' }));
