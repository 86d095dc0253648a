import { visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badRequest } from '../errors.js';

/**
 * A string the shop refuses anywhere: it holds NUL (PostgreSQL cannot store the byte and would
 * fail the request with an unexpected error) or half of a UTF-16 surrogate pair (not text; it
 * cannot be encoded as UTF-8).
 */
export function isHostileText(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

// Without the `u` flag the pattern sees UTF-16 code units, so each half of a pair is visible.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path of the first hostile string in a JSON-like value (a hostile key names its parent),
 * e.g. `input.name` or `items.0`; `undefined` when all of it is clean.
 * @example findHostileText({ input: { name: 'a\u0000' } }) // 'input.name'
 */
export function findHostileText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isHostileText(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    // A hostile key is named by where it sits: the answer never echoes the bad text.
    if (isHostileText(key)) return path || 'variables';
    const itemPath = path ? `${path}.${key}` : key;
    const found = findHostileText(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

// Yoga reuses the parsed document of a repeated query, so each one is walked once.
const literalChecks = new WeakMap<DocumentNode, string | null>();

/** The argument (or input field) holding the first hostile string literal of a document. */
function findHostileLiteral(document: DocumentNode): string | undefined {
  let known = literalChecks.get(document);
  if (known === undefined) literalChecks.set(document, (known = walkLiterals(document) ?? null));
  return known ?? undefined;
}

function walkLiterals(document: DocumentNode): string | undefined {
  let found: string | undefined;
  const names: string[] = [];
  visit(document, {
    Argument: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    StringValue(node) {
      if (found === undefined && isHostileText(node.value)) found = names.join('.') || 'query';
    },
  });
  return found;
}

/** `bad.request` naming the field as the other input checks do (`input.<field>.invalid`). */
function refuse(path: string) {
  const field =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() || 'input';
  return { errors: [badRequest({ [path]: [`input.${field}.invalid`] })] };
}

/**
 * Refuses, with `bad.request` and before any resolver runs, every request holding a string with
 * NUL or an unpaired surrogate: in the document's text, the operation name, the variables or
 * extensions at any depth (checked as the request arrives), and in string literals written into
 * the document (checked once it is parsed, since `"\u0000"` is an escape there).
 */
export function useTextGuard(): Plugin {
  return {
    onParams({ params, setResult }) {
      const { query, operationName, variables, extensions } = params;
      if (typeof query === 'string' && isHostileText(query)) return setResult(refuse('query'));
      if (typeof operationName === 'string' && isHostileText(operationName)) return setResult(refuse('operationName'));
      const path = findHostileText(variables) ?? (findHostileText(extensions) === undefined ? undefined : 'extensions');
      if (path !== undefined) setResult(refuse(path));
    },
    onExecute({ args, setResultAndStopExecution }) {
      const path = findHostileLiteral(args.document);
      if (path !== undefined) setResultAndStopExecution(refuse(path));
    },
  };
}
