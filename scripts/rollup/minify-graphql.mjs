// GraphQL documents are template literals passed to core's `graphql(…)`, written readable across
// lines; every widget sends and downloads them as they are (DESIGN §6 budgets). This strips what
// GraphQL ignores (indentation, line breaks, spaces beside punctuation) at build, after TypeScript,
// with graphql-js's own stripIgnoredCharacters, so the text stays the same document.
import { stripIgnoredCharacters } from 'graphql';

// `graphql(` then a template literal without `${…}` parts (documents never have them: fragments
// are passed beside the text).
const DOCUMENT = /\bgraphql\(\s*`((?:[^`\\$]|\\.|\$(?!\{))*)`/g;

/** One document's text with the characters GraphQL ignores taken out. */
export function minifyGraphqlText(document) {
  return stripIgnoredCharacters(document);
}

/** A Rollup plugin: minifies the documents of every module that tags some with `graphql(`. */
export function minifyGraphql() {
  return {
    name: 'minify-graphql',
    transform(code, id) {
      if (!/packages\/core\/src\/.*\.ts$/.test(id) || !code.includes('graphql(')) return null;
      return { code: code.replace(DOCUMENT, (_, document) => `graphql(\`${minifyGraphqlText(document)}\``), map: null };
    },
  };
}
