import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

// SECURITY-REVIEW H4: depth and aliases alone let one request hold the process. A 1 MB body of
// repeated fields (about 95,000 tokens) makes graphql-js's validation quadratic, and 15 aliases of
// a review → product → reviews cycle answer megabytes. Tokens are counted while parsing, so an
// oversized document never reaches validation; the cost is measured before anything runs.

/**
 * Most tokens a document may have. The largest document of the widgets, storefront, server
 * render and back office has about 210 (query-limits.test.ts runs every one of them).
 */
export const MAX_TOKENS = 1000;

/**
 * Most cost a document may have: armor's measure (its default limit), 1 a leaf and 2 an object,
 * each level down weighing 1.5 times more, and a list asked for with a literal `first: n` n times
 * more. The dearest real operation costs about 350 (query-limits.test.ts); 15 aliases of
 * `topRated(first: 24) { reviews { product { reviews … } } }` cost about 19,000. A list's default
 * size, or one in a variable, is not counted, so nested lists are also bounded where they resolve
 * (resolvers/list-budget.ts).
 */
export const MAX_COST = 5000;

/** Message keys of the refusals (DESIGN §3: errors carry a key the client translates). */
export const QUERY_TOO_LONG = 'query.tooLong';
export const QUERY_TOO_COMPLEX = 'query.tooComplex';

/** A document, or its answer, is too costly: message `query.tooComplex`, code QUERY_TOO_COMPLEX. */
export function queryTooComplex() {
  return createGraphQLError(QUERY_TOO_COMPLEX, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
}

// Armor's own refusal reads "Syntax Error: …"; the callback throws first, with the key.
const refuse = (error: () => Error) => () => {
  throw error();
};

/**
 * The document limits of SECURITY-REVIEW H4 and L7: tokens (at parse time), cost (at validation)
 * and, in production, no "Did you mean …?" suggestions naming fields a caller did not know.
 */
export function queryLimitPlugins(options: { production: boolean }): Plugin[] {
  return [
    maxTokensPlugin({ n: MAX_TOKENS, onReject: [refuse(() => createGraphQLError(QUERY_TOO_LONG, { extensions: { code: 'QUERY_TOO_LONG' } }))] }) as Plugin,
    costLimitPlugin({
      maxCost: MAX_COST,
      // Fragments cost what their fields cost where they are spread, as depth measures them.
      flattenFragments: true,
      // Introspection (__schema, off in production) is a fixed answer: GraphiQL's query stays free.
      onReject: [refuse(queryTooComplex)],
    }) as Plugin,
    ...(options.production ? [blockFieldSuggestionsPlugin() as Plugin] : []),
  ];
}
