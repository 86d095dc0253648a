import { readFile } from 'node:fs/promises';
import { loadTs } from '../elements/load-ts.mjs';

// Emits the host site's index.html with the hashed entry and stylesheet names filled in, and the
// route table the server uses to answer unknown paths with 404. The stylesheet opens with the design
// tokens on :root, from the same list the widgets declare on :host.
export function htmlPage({ template, stylesheet, tokens, routes }) {
  return {
    name: 'html-page',
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      this.addWatchFile(tokens);
      const { tokensCss } = await loadTs(tokens);
      const css = tokensCss(':root') + (await readFile(stylesheet, 'utf8'));
      const cssName = this.getFileName(this.emitFile({ type: 'asset', name: 'site.css', source: css }));
      const html = (await readFile(template, 'utf8'))
        .replace('%ENTRY%', `/${entry.fileName}`)
        .replace('%STYLESHEET%', `/${cssName}`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: await readFile(routes, 'utf8') });
    },
  };
}
