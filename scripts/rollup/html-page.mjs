import { readFile } from 'node:fs/promises';
import { loadTs } from '../elements/load-ts.mjs';
import { minifyCssText } from './minify-css.mjs';

// Emits a page's index.html with the hashed entry and stylesheet names filled in (paths from
// `base`, the folder the page is served from), and for the host site the route table the server
// uses to answer unknown paths with 404. Given `tokens`, the stylesheet opens with the design
// tokens' defaults on :root (the storefront), from the same list the widgets write into their CSS.
// Given `components`, the *.css.ts modules of the shared components the page shows (the same
// strings the widgets adopt), their CSS joins the stylesheet: a page rendered on the server is
// styled from its first paint, with nothing added by script later (no layout shift).
export function htmlPage({ template, stylesheet, tokens, components = [], routes, base = '/' }) {
  return {
    name: 'html-page',
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      let css = await readFile(stylesheet, 'utf8');
      if (tokens) {
        this.addWatchFile(tokens);
        const { tokensCss } = await loadTs(tokens);
        css = tokensCss(':root') + css;
      }
      for (const module of components) {
        this.addWatchFile(module);
        const exported = await loadTs(module);
        css += Object.values(exported)
          .filter((value) => typeof value === 'string')
          .map(minifyCssText)
          .join('');
      }
      const cssName = this.getFileName(this.emitFile({ type: 'asset', name: stylesheet.split('/').at(-1), source: css }));
      const html = (await readFile(template, 'utf8')).replace('%ENTRY%', `${base}${entry.fileName}`).replace('%STYLESHEET%', `${base}${cssName}`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
      if (routes) this.emitFile({ type: 'asset', fileName: 'routes.json', source: await readFile(routes, 'utf8') });
    },
  };
}
