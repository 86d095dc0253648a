import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect, test } from '@playwright/test';
import { freePort } from '../helpers.js';

// DESIGN §8, issue 23 item 2: the built server under NODE_ENV=production refuses to start on the
// demo stand-ins, one line per setting, unless SHOP_DEMO=on; then it starts and says which run
// (shutdown.spec.ts, whose server is started so). No browser needed.

/** Starts the built server with `env` on top of a bare environment; resolves with its exit code and output. */
async function run(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: 'memory://', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close' comes after the output streams end, so nothing printed last is missed.
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, output };
}

test('production without its settings refuses to start, naming each one', async () => {
  const { code, output } = await run({});
  expect(code).toBe(1);
  const refusals = output.split('\n').filter((line) => line.startsWith('candleshop: refusing to start: '));
  expect(refusals.map((line) => line.split(':')[2]!.trim())).toEqual([
    'PUBLIC_URL',
    'ALLOWED_ORIGINS',
    'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY',
    'SMTP_URL',
    'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN',
    'STAFF_SECRET_KEY',
    'TICKET_SIGNING_KEY',
  ]);
  expect(output).toContain('for a demo or staging run set SHOP_DEMO=on');
  // Refused before the database is opened or a port is taken.
  expect(output).not.toContain('candleshop: database');
});

test('production refuses the outbox page on a public address and the local gateways', async () => {
  const { code, output } = await run({ PUBLIC_URL: 'https://candles.example', MAIL_OUTBOX_PAGE: 'on', PAYMENTS_LOCAL_GATEWAYS: 'true', SHOP_DEMO: 'on' });
  expect(code).toBe(1);
  expect(output).toContain('candleshop: refusing to start: MAIL_OUTBOX_PAGE: expected off when PUBLIC_URL is a public address, got "on"');
});

test('a public PUBLIC_URL without NODE_ENV is checked as production (SECURITY-REVIEW-2 N1)', async () => {
  test.setTimeout(60_000);
  const { code, output } = await run({ NODE_ENV: '', PUBLIC_URL: 'https://candles.example' });
  expect(code).toBe(1);
  expect(output).toContain('candleshop: PUBLIC_URL https://candles.example is beyond this machine, so this start is checked as production (NODE_ENV is unset)');
  expect(output).toContain('candleshop: refusing to start: STAFF_SECRET_KEY: expected a key of your own');
  expect(output).not.toContain('candleshop: database');
});
