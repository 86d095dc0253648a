import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { freePort } from '../helpers.js';

// The built server as a load balancer sees it: SIGTERM drains (no new connections, the open
// request answered), the database closes, the process exits 0. Started in production with
// SHOP_DEMO=on, it first says loudly that it runs on the stand-ins (DESIGN §8, issue 23 item 2).
// No browser needed.

/** Resolves once the child's output holds `text`. */
function output(child: ChildProcess, lines: string[], text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (lines.join('').includes(text)) resolve();
    };
    child.stdout!.on('data', check);
    child.once('exit', () => (lines.join('').includes(text) ? resolve() : reject(new Error(`exited without "${text}": ${lines.join('')}`))));
    check();
  });
}

test('SHOP_DEMO=on starts on the stand-ins and says so; SIGTERM answers the open request, refuses new ones, closes the database and exits 0', async () => {
  // A server's first start (migrations, seed) beside the suite's own is slow on a busy machine
  // (over a minute seen).
  test.setTimeout(180_000);
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    // A bare environment: the demo warning names every setting production would ask for.
    env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: 'memory://', NODE_ENV: 'production', SHOP_DEMO: 'on', SHUTDOWN_TIMEOUT: '20000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  try {
    await output(child, lines, 'candleshop: GraphQL');
    expect(lines.join('')).toContain('candleshop: DEMO (SHOP_DEMO=on), NOT FOR REAL CUSTOMERS: SMTP_URL');
    expect(lines.join('')).toContain('use the LOCAL TEST GATEWAY');
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    // A request still arriving: its headers and half its body are sent before SIGTERM.
    const body = JSON.stringify({ query: '{ sizes { id } }' });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = once(socket, 'end');
    socket.write(`POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
    socket.write(body.slice(0, 8));

    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill('SIGTERM');
    await output(child, lines, 'draining open requests');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    socket.end(body.slice(8));
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"sizes":[{"id"');

    const [code] = await exited;
    expect(code, lines.join('')).toBe(0);
    expect(lines.join('')).toContain('candleshop: drained, database closed');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
