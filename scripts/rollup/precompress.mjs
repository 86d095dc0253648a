import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/**
 * A Rollup plugin: writes a brotli (best quality) and a gzip copy beside every script, stylesheet
 * and page of at least 1 KB (`main-[hash].js.br`, `.gz`). The server sends the copy the client
 * accepts (issue 14): the best compression, paid once at build instead of on every request.
 */
export function precompress() {
  return {
    name: 'precompress',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file);
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = path.join(dir, name);
            const source = await readFile(file);
            if (source.length < 1024) return;
            await writeFile(`${file}.br`, await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
            await writeFile(`${file}.gz`, await gzipped(source, { level: 9 }));
          }),
      );
    },
  };
}
