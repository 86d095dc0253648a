import { useGraphQlJit } from '@envelop/graphql-jit';
import { visit, BREAK, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// Issue 14: graphql-js walks the query's AST and checks every field's type on every request;
// graphql-jit compiles each query document once into a function that only calls the resolvers.
// Queries only: mutations and introspection keep graphql-js's own executor, which they meet
// rarely and whose exact behaviour (serial mutations, the introspection answer) is the reference.
// So do documents of several operations: the plugin caches one compiled query per document,
// whatever operation was named.

const compilable = new WeakMap<DocumentNode, boolean>();

function isPlainQuery(document: DocumentNode): boolean {
  const operations = document.definitions.filter((definition) => definition.kind === 'OperationDefinition');
  if (operations.length !== 1 || operations[0]!.operation !== 'query') return false;
  let introspects = false;
  visit(document, {
    Field(field) {
      if (field.name.value === '__schema' || field.name.value === '__type') {
        introspects = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return !introspects;
}

/** Runs queries compiled by graphql-jit, each document compiled once (yoga caches parsed documents). */
export function useCompiledQueries(): Plugin {
  return useGraphQlJit(
    {},
    {
      enableIf: ({ document }: ExecutionArgs) => {
        let plain = compilable.get(document);
        if (plain === undefined) compilable.set(document, (plain = isPlainQuery(document)));
        return plain;
      },
    },
  ) as Plugin;
}
