import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

// Yoga keeps each document it parsed (and each parse failure) keyed by its text, 1,024 of each
// for an hour by default: up to 2,048 bodies of 1 MB (SECURITY-REVIEW M6, H4: a flood of distinct
// large documents, even refused ones, would stay). These count the texts' size as well; what
// hangs off a kept document (its validation, its graphql-jit function, compiled-queries.ts and
// selected-fields.ts) is held weakly by it and goes with it.

/** Parsed documents kept, at most. */
export const DOCUMENTS_KEPT = 1000;
/** Characters of document text kept in all, at most (a real operation has about 1,000). */
export const DOCUMENT_CHARACTERS_KEPT = 8_000_000;
/** Parse failures kept, at most, and their texts' characters in all. */
export const FAILURES_KEPT = 100;
export const FAILURE_CHARACTERS_KEPT = 1_000_000;

const bySource = <T extends {}>(max: number, maxSize: number) => new LRUCache<string, T>({ max, maxSize, sizeCalculation: (_value, key) => Math.max(1, key.length) });

/** Yoga's parser caches, bounded in entries and in text (`parserAndValidationCache`). */
export function documentCaches() {
  return {
    documentCache: bySource<DocumentNode>(DOCUMENTS_KEPT, DOCUMENT_CHARACTERS_KEPT),
    errorCache: bySource<object>(FAILURES_KEPT, FAILURE_CHARACTERS_KEPT),
    validationCache: true,
  };
}
