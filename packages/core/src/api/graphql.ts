import type { $tada, DocumentDecoration, initGraphQLTada, TadaDocumentNode } from 'gql.tada';
import type { introspection } from './graphql-env.js';

// gql.tada types each operation from the schema; only its types are used here. Its runtime
// `graphql()` parses every document into an AST (graphql.web, ~3.7 KB gzip with gql.tada) for a
// client to print back into the same text: core's transport sends the text as written instead.
type Tada = ReturnType<typeof initGraphQLTada<{ introspection: introspection; disableMasking: true }>>;
declare const tada: Tada;
// The document type gql.tada's graphql(input, fragments) gives. Its first overload serves the
// `gql-tada turbo` cache, which this project does not use: it takes only cached inputs, so it is
// skipped here, and TypeScript reads the return type from the last overload, the parsing one.
// @ts-expect-error -- In is any string, not a cached input
type Parsed<In extends string, Fragments extends readonly FragmentLike[]> = ReturnType<typeof tada<In, Fragments>>;

/**
 * An operation (or fragment) as core's clients send it: its text, with the fragments it spreads
 * appended once each. `Result` and `Variables` exist for the type checker only (`ResultOf`,
 * `VariablesOf`), as in a typed DocumentNode.
 */
export interface GraphQLDocument<Result = unknown, Variables = unknown, Definition = void> extends DocumentDecoration<Result, Variables> {
  /** The document's text, its fragments' definitions after it. */
  readonly query: string;
  /** Each definition's text, this one first: what a document spreading this fragment appends. */
  readonly parts: readonly string[];
  /** gql.tada's fragment decoration: lets this document be passed as a fragment. */
  readonly [$tada.definition]?: Definition;
}

// Any fragment document, as gql.tada's own fragments parameter takes it.
type FragmentLike = GraphQLDocument<any, any, any>;

type Lean<Document> = Document extends TadaDocumentNode<infer Result, infer Variables, infer Definition> ? GraphQLDocument<Result, Variables, Definition> : never;

/**
 * Tags an operation and types it from `packages/server/schema.graphql` (the contract). A field the
 * schema does not have fails `npm run typecheck` (`gql-tada check` finds every `graphql(…)` call).
 * @example const Sizes = graphql(`query Sizes { sizes { id title } }`);
 */
export function graphql<const In extends string, const Fragments extends readonly FragmentLike[] = []>(input: In, fragments?: Fragments): Lean<Parsed<In, Fragments>> {
  // A fragment spread in two of the fragments is defined once: GraphQL refuses a repeated name.
  const parts = [...new Set([input as string, ...(fragments ?? []).flatMap((fragment) => fragment.parts)])];
  return { query: parts.join('\n'), parts } as unknown as Lean<Parsed<In, Fragments>>;
}

export type { ResultOf, VariablesOf } from 'gql.tada';
