import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, fileResponse, findStaticFile } from './static-files.js';

describe('findStaticFile', () => {
  let root: string;
  let webRoot: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'candleshop-static-'));
    webRoot = path.join(root, 'web');
    await mkdir(path.join(webRoot, 'chunks'), { recursive: true });
    await writeFile(path.join(webRoot, 'chunks', 'a.js'), 'a');
    await writeFile(path.join(root, 'secret.txt'), 'secret');
    await symlink(path.join(root, 'secret.txt'), path.join(webRoot, 'link.txt'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('finds files inside the root', async () => {
    expect(await findStaticFile(webRoot, '/chunks/a.js')).toMatchObject({ relative: 'chunks/a.js', size: 1 });
  });

  it.each(['/../secret.txt', '../secret.txt', '/chunks/../../secret.txt', '/..%2fsecret.txt', '/%2e%2e%2fsecret.txt', '/..\\secret.txt', '/chunks/a.js%00', '/%E0%A4%A', '/link.txt', '/chunks', '/'])(
    'refuses %s',
    async (urlPath) => {
      expect(await findStaticFile(webRoot, urlPath)).toBeNull();
    },
  );

  it('knows the content types it serves', () => {
    expect(contentTypeOf('a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
  });
});

describe('fileResponse', () => {
  let root: string;
  const script = 'export const grid = "candles";\n'.repeat(100);

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'candleshop-encoded-'));
    await writeFile(path.join(root, 'grid.js'), script);
    await writeFile(path.join(root, 'grid.js.br'), brotliCompressSync(script));
    await writeFile(path.join(root, 'grid.js.gz'), gzipSync(script));
    await writeFile(path.join(root, 'plain.js'), script);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const get = async (name: string, acceptEncoding?: string) => {
    const file = (await findStaticFile(root, `/${name}`))!;
    return fileResponse(new Request(`http://shop.test/${name}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }), file, {});
  };

  it('sends the brotli copy made at build to a client that accepts it', async () => {
    const response = await get('grid.js', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file itself', async () => {
    expect((await get('grid.js', 'gzip')).headers.get('content-encoding')).toBe('gzip');
    expect((await get('grid.js', 'br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await get('grid.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    // No copy was made: the file as it is.
    expect((await get('plain.js', 'br')).headers.get('content-encoding')).toBeNull();
  });
});
