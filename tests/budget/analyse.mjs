// Which modules and packages make up each widget's figure (`npm run bench`, or
// `node tests/budget/analyse.mjs [widget…] [--modules]` after a build). Gzip works per file, so a
// module's share is estimated: each downloaded file's gzip bytes are split over its modules by
// their minified size (each module minified alone with terser, which the build already uses).
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { minify } from 'terser';

const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(await readFile(new URL('dist/sdk/manifest.json', root), 'utf8'));
const { chunks } = JSON.parse(await readFile(new URL('dist/sdk-stats.json', root), 'utf8'));
const args = process.argv.slice(2);
const listModules = args.includes('--modules');
const widgets = args.filter((arg) => !arg.startsWith('--'));
const gzip = async (file) => gzipSync(await readFile(new URL(`dist/sdk/${file}`, root)), { level: 9 }).length;

/** `node_modules/@urql/core/dist/x.mjs` → `@urql/core`; `packages/core/src/api/client.ts` → `core/api`. */
function groupOf(id) {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (dependency) return dependency[1];
  const ours = /^packages\/(\w+)\/src\/(?:([\w-]+)\/)?/.exec(id);
  if (ours) return ours[2] && !/\.tsx?$/.test(ours[2]) ? `${ours[1]}/${ours[2]}` : ours[1];
  return id;
}

const minified = new Map();
async function minifiedLength(code) {
  if (!minified.has(code)) {
    // A module alone: its exports are not known to be used, so keep top-level names (module: false).
    const result = await minify(code, { module: true, compress: { unused: false }, mangle: true, format: { comments: false } }).catch(() => undefined);
    minified.set(code, result?.code?.length ?? code.length);
  }
  return minified.get(code);
}

/** Each module of `file` with its estimated share of the file's gzip bytes. */
async function attribute(file) {
  const bytes = await gzip(file);
  const modules = Object.entries(chunks[file] ?? {});
  const weights = await Promise.all(modules.map(([, code]) => minifiedLength(code)));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  return modules.map(([id], index) => ({ id, file, bytes: (bytes * weights[index]) / total }));
}

/** The files a page downloads for `widget`, as tests/budget/check.mjs counts them (heaviest language). */
async function filesOf(widget) {
  const areas = manifest.widgetMessages[widget] ?? [];
  let heaviest;
  for (const lang of Object.keys(manifest.languages)) {
    const files = [manifest.languages[lang], ...areas.map((area) => manifest.messageAreas[area][lang])];
    const bytes = (await Promise.all(files.map(gzip))).reduce((a, b) => a + b, 0);
    if (!heaviest || bytes > heaviest.bytes) heaviest = { files, bytes, lang };
  }
  return { code: [manifest.loader, ...manifest.widgets[widget]], messages: heaviest };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(8);
for (const widget of widgets.length ? widgets : Object.keys(manifest.widgets)) {
  const { code, messages } = await filesOf(widget);
  const parts = (await Promise.all(code.map(attribute))).flat();
  const groups = new Map();
  for (const part of parts) groups.set(groupOf(part.id), (groups.get(groupOf(part.id)) ?? 0) + part.bytes);
  groups.set(`messages (${messages.lang})`, messages.bytes);
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${widget}: ${kb(total).trim()} gzip in ${code.length + messages.files.length} files`);
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kb(bytes)}  ${String(Math.round((bytes / total) * 100)).padStart(3)}%  ${group}`);
  }
  if (listModules) {
    console.log('  modules:');
    for (const part of parts.sort((a, b) => b.bytes - a.bytes)) console.log(`    ${kb(part.bytes)}  ${part.id}`);
  }
}
