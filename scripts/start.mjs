// `npm start`: the shop (API, SDK, host site) and the example partner page on a second origin.
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 8080);
const children = [
  spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit', env: { ...process.env, PORT: String(port) } }),
  spawn(process.execPath, ['examples/serve.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, EXAMPLES_PORT: String(port + 1), SHOP_ORIGIN: process.env.SHOP_ORIGIN ?? `http://localhost:${port}` },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
}
