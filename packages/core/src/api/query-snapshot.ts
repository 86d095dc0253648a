import type { Lang } from '../i18n/languages.js';
import { shared } from '../stores/registry.js';
import type { Result } from './api-error.js';
import type { GraphQLDocument } from './graphql.js';

/** A public query a server render asked for and found no answer to. */
export interface WantedQuery {
  key: string;
  document: GraphQLDocument<unknown, unknown>;
  variables: unknown;
  lang: Lang;
}

interface SnapshotState {
  answers: Map<string, Result<unknown>>;
  /** Only while the server renders a page: the queries it wants answered before the next pass. */
  wanted: Map<string, WantedQuery> | null;
}

// In the registry: the host site and the widgets on a page read the same answers (DESIGN §2).
const state = shared('query-snapshot', (): SnapshotState => ({ answers: new Map(), wanted: null }));

function operationName(document: GraphQLDocument<unknown, unknown>): string {
  const name = /(?:query|mutation)\s+(\w+)/.exec(document.query)?.[1];
  if (!name) throw new Error(`candleshop: a snapshot query needs an operation name, got ${JSON.stringify(document.query.slice(0, 40))}`);
  return name;
}

// Object keys in order, so `{ a, b }` and `{ b, a }` name the same answer.
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The name of one public query's answer: language, operation and variables. */
export function querySnapshotKey<Data, Variables>(document: GraphQLDocument<Data, Variables>, variables: Variables, lang: Lang): string {
  return `${lang} ${operationName(document as GraphQLDocument<unknown, unknown>)} ${stableJson(variables)}`;
}

/**
 * The answer the page was rendered with on the server, so that the browser's first render shows
 * the same thing (hydration) without asking again. While the server renders, a query without an
 * answer is noted as wanted; the renderer answers it and renders again.
 */
export function snapshotAnswer<Data, Variables>(document: GraphQLDocument<Data, Variables>, variables: Variables, lang: Lang): Result<Data> | undefined {
  const key = querySnapshotKey(document, variables, lang);
  const answer = state.answers.get(key);
  if (!answer && state.wanted && !state.wanted.has(key)) {
    state.wanted.set(key, { key, document: document as GraphQLDocument<unknown, unknown>, variables, lang });
  }
  return answer as Result<Data> | undefined;
}

/** Puts the answers a page was rendered with in place of the current ones. */
export function seedQuerySnapshot(answers: Record<string, Result<unknown>>): void {
  state.answers = new Map(Object.entries(answers));
}

/** Forgets the answers: they belong to the page they were rendered for, not to the next one. */
export function clearQuerySnapshot(): void {
  state.answers = new Map();
}

/** The answers, to be written into the page for the browser. */
export function querySnapshotAnswers(): Record<string, Result<unknown>> {
  return Object.fromEntries(state.answers);
}

/**
 * Server rendering: notes the queries renders ask for until {@link takeWantedQueries}.
 */
export function collectWantedQueries(): void {
  state.wanted = new Map();
}

/** Server rendering: the queries wanted since {@link collectWantedQueries}, and stops noting them. */
export function takeWantedQueries(): WantedQuery[] {
  const wanted = [...(state.wanted?.values() ?? [])];
  state.wanted = null;
  return wanted;
}
