import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.js';

/**
 * Tags an operation and types it from `packages/server/schema.graphql` (the contract). A field the
 * schema does not have fails `npm run typecheck`.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';
