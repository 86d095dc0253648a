// The leaf of the db types: every table module imports these and this imports none of them, so the
// type modules form no cycle (import-cycles.test.ts).

import type { Lang } from '@candleshop/rules';

// The languages every catalogue text is stored in (SPEC §1: en is the default), a shared fact.
export type { Lang };

/** One translatable text, stored as JSONB `{"en": …, "ku": …, "ar": …}`. */
export type Texts = Record<Lang, string>;
