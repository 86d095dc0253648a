import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { builtinModules } from 'node:module';
import { minifyCss } from './scripts/rollup/minify-css.mjs';
import { minifyGraphql } from './scripts/rollup/minify-graphql.mjs';
import { transpileTs } from './scripts/rollup/transpile-ts.mjs';
import { precompress } from './scripts/rollup/precompress.mjs';
import { rawText } from './scripts/rollup/raw-text.mjs';
import { htmlPage } from './scripts/rollup/html-page.mjs';
import { sdkManifest, widgetOf } from './scripts/rollup/sdk-manifest.mjs';
import { sharedChunks } from './scripts/rollup/shared-chunks.mjs';
import { sdkStats } from './scripts/rollup/sdk-stats.mjs';
import { sdkMessages } from './scripts/rollup/sdk-messages.mjs';
import { npmPackage } from './scripts/rollup/npm-package.mjs';
import { installedPackage } from './scripts/rollup/installed-package.mjs';

// Translation only: `npm run typecheck` is the type check (scripts/rollup/transpile-ts.mjs says why).
const ts = () => transpileTs();
const production = replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } });

// DESIGN §2: widgets are written against React and compiled to Preact.
const preact = alias({
  entries: [
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react$/, replacement: 'preact/compat' },
  ],
});

// Rollup splits the widgets' code by who uses it: what several widgets share goes to runtime
// chunks, what one widget alone uses stays in its own chunk (a page showing the grid does not
// download the checkout's forms and validation), and each language's messages are a chunk.
// A single forced runtime chunk would make every widget pay for every other (DESIGN §6 budgets).
// A message area's language is a chunk of its own too (chunks/buying-ar-[hash].js), downloaded only
// by the widgets that ask for that area.
const areaLanguage = (chunk) => /\/i18n\/resources\/(\w+)\/(\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
function chunkFileName(chunk) {
  const widget = widgetOf(chunk);
  if (widget) return `chunks/${widget}-[hash].js`;
  const area = areaLanguage(chunk);
  if (area) return `chunks/${area[1]}-${area[2]}-[hash].js`;
  return chunk.facadeModuleId ? 'chunks/[name]-[hash].js' : 'chunks/runtime-[hash].js';
}

const sdkInput = { candleshop: 'packages/widgets/src/sdk/candleshop.ts' };
const sdkPlugins = () => [preact, resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }), production, ts(), minifyCss(), minifyGraphql()];
const sdk = async () => ({
  input: sdkInput,
  output: {
    dir: 'dist/sdk',
    format: 'es',
    entryFileNames: '[name].js',
    // A widget's chunk is named after its folder: chunks/product-grid-[hash].js.
    chunkFileNames: chunkFileName,
    // Namespace objects (a widget chunk another imports from) need not be frozen: bytes every page pays.
    freeze: false,
    // Arrow functions in Rollup's own code (the loader's imports of the widgets): bytes every widget pays.
    generatedCode: { arrowFunctions: true, objectShorthand: true },
    // Fewer, larger shared files: gzip compresses each file alone (scripts/rollup/shared-chunks.mjs).
    // Only the modules the plan names move; their dependencies stay where Rollup puts them.
    onlyExplicitManualChunks: true,
    manualChunks: await sharedChunks({ input: sdkInput, plugins: [...sdkPlugins(), terser({ ecma: 2020, module: true, format: { comments: false, wrap_func_args: false } })] }),
  },
  plugins: [...sdkPlugins(), terser({ ecma: 2020, module: true, compress: { passes: 3 }, format: { comments: false, wrap_func_args: false } }), sdkManifest(), sdkStats({ file: 'dist/sdk-stats.json' }), precompress()],
});

// The SDK as an npm package for bundlers (`import { defineCandleElements } from '@candleshop/widgets'`):
// the same widget chunks, unminified (the app's bundler minifies), with package.json and typings.
const npm = {
  input: { index: 'packages/widgets/src/index.ts' },
  output: { dir: 'dist/npm/widgets', format: 'es', entryFileNames: '[name].js', chunkFileNames: chunkFileName },
  plugins: [
    preact,
    resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    production,
    ts(),
    minifyCss(),
    minifyGraphql(),
    npmPackage({ workspace: 'packages/widgets', entry: 'packages/widgets/src/index.ts', elements: 'packages/widgets/elements.d.ts' }),
  ],
};

// examples/react-app: a partner's React 19 app that installs the SDK as that package (built above,
// so this build comes after it), served by examples/serve.mjs at /react-app/.
const reactApp = {
  input: 'examples/react-app/src/main.tsx',
  output: { dir: 'dist/examples/react-app', format: 'es', entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
  plugins: [
    installedPackage({ name: '@candleshop/widgets', folder: 'dist/npm/widgets' }),
    resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    commonjs(),
    production,
    ts(),
    minifyCss(),
    minifyGraphql(),
    terser({ format: { comments: false } }),
    htmlPage({ template: 'examples/react-app/index.html', stylesheet: 'examples/react-app/app.css', base: '/react-app/' }),
  ],
};

// The texts the frame shows on every page (host-site/src/frame/page-messages.ts) and the workshops
// page's (issue 38): one chunk a language, frame-en-[hash].js, instead of one a message area.
const FRAME_AREAS = ['site', 'account', 'catalogue', 'ticketPages'];
const frameMessages = (id) => {
  const area = /\/i18n\/resources\/(\w+)\/(\w+)\.ts$/.exec(id);
  return area && FRAME_AREAS.includes(area[1]) ? `frame-${area[2]}` : undefined;
};

// The storefront in the browser: React's API on Preact, the widgets' runtime (issue 38: React DOM
// was 60 KB of every first page). Built after the SDK: the texts the SDK ships too (the shop-wide
// ones, the cart's…) are imported from the SDK's chunks, one copy a page (sdk-messages.mjs).
const hostSite = {
  input: 'host-site/src/main.tsx',
  output: {
    dir: 'dist/host-site',
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: (chunk) => {
      const area = areaLanguage(chunk);
      return area ? `assets/${area[1]}-${area[2]}-[hash].js` : 'assets/[name]-[hash].js';
    },
    manualChunks: frameMessages,
  },
  plugins: [
    sdkMessages({ manifest: 'dist/sdk/manifest.json', base: '/sdk/', keep: FRAME_AREAS }),
    preact,
    resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    json(),
    commonjs(),
    production,
    ts(),
    minifyCss(),
    minifyGraphql(),
    terser({ format: { comments: false } }),
    htmlPage({
      template: 'host-site/index.html',
      stylesheet: 'host-site/site.css',
      tokens: 'packages/ui/src/styles/tokens.css.ts',
      components: [
        'packages/ui/src/product-card/product-card.css.ts',
        'packages/ui/src/pagination/pagination.css.ts',
        'packages/ui/src/cart/cart.css.ts',
        'packages/ui/src/product-choice/product-choice.css.ts',
        'host-site/src/pages/product/product-page.css.ts',
      ],
      routes: 'host-site/src/routes.json',
    }),
    precompress(),
  ],
};

const nodeBuiltins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
// Packages from node_modules stay outside Node bundles; our workspace packages are compiled in.
const nodeExternal = (id) => nodeBuiltins.has(id) || (!id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !id.startsWith('@candleshop/') && !id.endsWith('?raw'));

// The host site's renderer for the server (issue 14): the same pages and routes, on Preact as in the
// browser (issue 38), loaded by the server from dist/host-site-ssr/ (it imports no client code).
const hostSsr = {
  input: { 'render-page': 'host-site/src/ssr/render-page.tsx' },
  output: { dir: 'dist/host-site-ssr', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  external: (id) => nodeExternal(id) && !/^(react|react-dom)(\/|$)/.test(id) && !id.startsWith('@nanostores/react'),
  plugins: [preact, resolve({ extensions: ['.ts', '.tsx', '.mjs', '.js'] }), json(), production, ts(), minifyCss(), minifyGraphql()],
};

// The widgets' server renderer: their first state as declarative shadow DOM on those pages.
const sdkSsr = {
  input: { 'server-render': 'packages/widgets/src/sdk/server-render.ts' },
  output: { dir: 'dist/sdk-ssr', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  // React's names go through the Preact alias, and @nanostores/react is compiled in so that its
  // own import of 'react' does too.
  external: (id) => nodeExternal(id) && !/^(react|react-dom)(\/|$)/.test(id) && !id.startsWith('@nanostores/react'),
  plugins: [preact, resolve({ extensions: ['.ts', '.tsx', '.mjs', '.js'] }), production, ts(), minifyCss(), minifyGraphql()],
};

const server = {
  input: 'packages/server/src/main.ts',
  output: { file: 'dist/server/main.js', format: 'es', sourcemap: true },
  // Dependencies stay in node_modules: PGlite loads its WebAssembly from beside its own files.
  // Our workspace packages (@candleshop/rules) are compiled in: Node does not run their TypeScript.
  external: nodeExternal,
  plugins: [rawText(), resolve({ extensions: ['.ts', '.mjs', '.js'], resolveOnly: [/^@candleshop\//] }), ts()],
};

// `rollup -c --environment ONLY:sdk+host` builds a part (react-app needs npm built first, host the SDK), for a quicker loop while working.
const builds = { sdk, npm, 'react-app': reactApp, host: hostSite, ssr: hostSsr, 'sdk-ssr': sdkSsr, server };
const only = process.env.ONLY?.split('+');
const chosen = only ? only.map((name) => builds[name]) : Object.values(builds);
export default await Promise.all(chosen.map((build) => (typeof build === 'function' ? build() : build)));
