// Stylesheets are template literals in *.css.ts files, written readable with comments; a partner
// page downloads every byte of them (DESIGN §6 budgets). This drops their comments and collapses
// their whitespace at build, after TypeScript, leaving `${…}` parts and everything else alone.
const TEMPLATE = /`((?:[^`\\]|\\.)*)`/g;

/**
 * The CSS of one template literal, minified: no comments, single spaces, none around `{`, `}` and
 * `;`, none after a comma or after a declaration's colon (`{color: red` → `{color:red`; a
 * selector's `a :hover` keeps its space, as it never follows `{` or `;` as `name: `).
 */
export function minifyCssText(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/([{;])([\w-]+): /g, '$1$2:')
    .replace(/, /g, ',')
    .trim();
}

/** A Rollup plugin: minifies the template literals of every `*.css.ts` module. */
export function minifyCss() {
  return {
    name: 'minify-css',
    transform(code, id) {
      if (!/\.css\.ts$/.test(id)) return null;
      return { code: code.replace(TEMPLATE, (_, css) => `\`${minifyCssText(css)}\``), map: null };
    },
  };
}
