import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 24 item 8: the packed @candleshop/widgets compiles in a strict app made outside the
// repository (React 19 + Vite + TypeScript, skipLibCheck off) and builds, as a partner would use
// it. Needs `npm run build` first (dist/npm/widgets); installs from the npm cache when it can.

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const packageFolder = join(root, 'dist/npm/widgets');
const versionOf = async (name: string) => JSON.parse(await readFile(join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    types: [],
  },
  include: ['src'],
};
const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Consumer</title></head>
<body><div id="root" data-endpoint="https://shop.example/graphql"></div><script type="module" src="/src/main.tsx"></script></body></html>`;

describe('the packed widgets package in a strict React 19 + Vite app', () => {
  let app: string;
  afterAll(() => app && rm(app, { recursive: true, force: true }));

  it('installs, type-checks with skipLibCheck off and builds', { timeout: 600_000 }, async () => {
    const manifest = await readFile(join(packageFolder, 'package.json'), 'utf8').catch(() => {
      throw new Error(`expected the built package in ${packageFolder} (npm run build), got none`);
    });
    app = await mkdtemp(join(tmpdir(), 'candleshop-consumer-'));
    const { stdout } = await run('npm', ['pack', packageFolder, '--pack-destination', app, '--silent'], { cwd: app });
    const tarball = stdout.trim().split('\n').at(-1)!;
    await cp(join(root, 'examples/react-app/src'), join(app, 'src'), { recursive: true });
    await writeFile(join(app, 'index.html'), INDEX);
    await writeFile(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
    await writeFile(
      join(app, 'package.json'),
      JSON.stringify(
        {
          name: 'strict-consumer',
          private: true,
          type: 'module',
          dependencies: { [JSON.parse(manifest).name]: `file:./${tarball}`, react: await versionOf('react'), 'react-dom': await versionOf('react-dom') },
          devDependencies: {
            typescript: await versionOf('typescript'),
            vite: await versionOf('vite'),
            '@types/react': await versionOf('@types/react'),
            '@types/react-dom': await versionOf('@types/react-dom'),
          },
        },
        null,
        2,
      ),
    );
    const options = { cwd: app, env: { ...process.env, NODE_ENV: 'development' }, maxBuffer: 16 * 1024 * 1024 };
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], options);
    const checked = await run('npx', ['--no-install', 'tsc', '-p', '.'], options).catch((error) => error);
    expect(`${checked.stdout ?? ''}${checked.stderr ?? ''}`).toBe('');
    const built = await run('npx', ['--no-install', 'vite', 'build', '--logLevel', 'error'], options).catch((error) => error);
    expect(built.code ?? 0, `${built.stdout}${built.stderr}`).toBe(0);
    expect(await readFile(join(app, 'dist/index.html'), 'utf8')).toContain('<script type="module"');
  });
});
