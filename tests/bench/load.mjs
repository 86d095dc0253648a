// A closed-loop load generator: `connections` clients each send a request, wait for the answer,
// and send the next, for `seconds`. Runs in its own process, apart from the server it measures.
import http from 'node:http';

/** Runs the load and returns requests per second and latency percentiles in ms. */
export async function load({ url, body, connections = 50, seconds = 10, firstByte = false }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  const firstBytes = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const once = (payload) =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: payload ? 'POST' : 'GET',
          headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
        },
        (response) => {
          // The status line and headers have arrived: the time to first byte.
          if (firstByte) firstBytes.push(performance.now() - started);
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            if (response.statusCode !== 200 || text.includes('"errors"')) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end(payload);
    });
  let sent = 0;
  const client = async () => {
    while (performance.now() < until) await once(typeof body === 'function' ? body(sent++) : body);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  firstBytes.sort((a, b) => a - b);
  const at = (list, q) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? NaN;
  return { rps: latencies.length / elapsed, p50: at(latencies, 0.5), p95: at(latencies, 0.95), ttfb50: at(firstBytes, 0.5), ttfb95: at(firstBytes, 0.95), errors, requests: latencies.length };
}
