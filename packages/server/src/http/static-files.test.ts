import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, findStaticFile } from './static-files.js';

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

  it.each([
    '/../secret.txt',
    '../secret.txt',
    '/chunks/../../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..\\secret.txt',
    '/chunks/a.js%00',
    '/%E0%A4%A',
    '/link.txt',
    '/chunks',
    '/',
  ])('refuses %s', async (urlPath) => {
    expect(await findStaticFile(webRoot, urlPath)).toBeNull();
  });

  it('knows the content types it serves', () => {
    expect(contentTypeOf('a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
  });
});
