import { invalid, valid } from './fields.js';
import type { Check } from './validate.js';

// Apart from the text checks in fields.ts: the ticket and newsletter widgets check texts only and
// need not download these.

/** A chosen id (a select's value); numbers are accepted and kept as strings, as GraphQL IDs are. */
export function requiredId(key: string): Check<string> {
  return (value) => ((typeof value === 'string' && value) || (typeof value === 'number' && Number.isFinite(value)) ? valid(String(value)) : invalid(key));
}

/** A text that may be left out (undefined or null). */
export const optionalText: Check<string | null | undefined> = (value) => (value === undefined || value === null || typeof value === 'string' ? valid(value) : invalid('errors.unexpected'));
