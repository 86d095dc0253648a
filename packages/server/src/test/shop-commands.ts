import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestShop } from './shop.js';

// `npm run shop -- …` (scripts/shop.mjs) run for real against a test shop's HTTP handler on loopback.
const SCRIPT = fileURLToPath(new URL('../../../../scripts/shop.mjs', import.meta.url));
const run = promisify(execFile);

/** What one run of the command line printed, and its exit code. */
export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Serves `shop` on a loopback port for the shop's commands; `shopCommand` runs one there.
 * @example const line = await serveCommands(shop); await line.shopCommand('staff', 'remove', email); await line.close();
 */
export async function serveCommands(shop: TestShop) {
  const server = createServer(shop.app.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const shopCommand = (...args: string[]): Promise<CommandRun> =>
    run(process.execPath, [SCRIPT, ...args], { env: { ...process.env, SHOP_URL: url, SHOP_ADMIN_TOKEN: '' } }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: CommandRun) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  return { url, shopCommand, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
