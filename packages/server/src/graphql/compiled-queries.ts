import { visit, BREAK, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';

// Issue 14: graphql-js walks the query's AST and checks every field's type on every request;
// graphql-jit compiles each query document once into a function that only calls the resolvers.
// Queries only: mutations and introspection keep graphql-js's own executor, which they meet
// rarely and whose exact behaviour (serial mutations, the introspection answer) is the reference.
// So do documents of several operations.
//
// SECURITY-REVIEW M6: a compiled document holds about 170 KB and takes tens of ms to compile,
// and @envelop/graphql-jit keeps one for every document yoga still has parsed (up to a
// thousand). Here a document is compiled on its second run only (a one-off runs as graphql-js
// runs it) and the compiled ones kept are the most recently used.

/** Compiled documents kept; the shop's own clients send about 180 different ones. */
export const COMPILED_DOCUMENTS = 200;

const compilable = new WeakMap<DocumentNode, boolean>();
const seen = new WeakSet<DocumentNode>();

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

type Stringified = ExecutionResult & { stringify?: CompiledQuery['stringify'] };

/** Runs repeated queries compiled by graphql-jit, keeping the `max` most recently used. */
export function useCompiledQueries(max = COMPILED_DOCUMENTS): Plugin & { compiledCount(): number } {
  const compiled = new LRUCache<DocumentNode, CompiledQuery>({ max });
  const compiledFor = (args: ExecutionArgs): CompiledQuery | undefined => {
    const { document } = args;
    let plain = compilable.get(document);
    if (plain === undefined) compilable.set(document, (plain = isPlainQuery(document)));
    if (!plain) return undefined;
    const hit = compiled.get(document);
    if (hit) return hit;
    if (!seen.has(document)) {
      seen.add(document);
      return undefined;
    }
    const result = compileQuery(args.schema, document, args.operationName ?? undefined);
    // A document graphql-jit cannot compile runs as graphql-js runs it, errors and all.
    if (!isCompiledQuery(result)) return undefined;
    compiled.set(document, result);
    return result;
  };
  return {
    onExecute({ args, setExecuteFn }) {
      const query = compiledFor(args);
      if (!query) return;
      // graphql-jit's own serializer writes the answer's JSON faster than JSON.stringify.
      const withStringify = (result: Stringified) => Object.assign(result, { stringify: query.stringify });
      setExecuteFn(((run: ExecutionArgs) => {
        const result = query.query(run.rootValue, run.contextValue, run.variableValues) as Stringified | Promise<Stringified>;
        return 'then' in result ? result.then(withStringify) : withStringify(result);
      }) as Parameters<typeof setExecuteFn>[0]);
    },
    compiledCount: () => compiled.size,
  };
}
