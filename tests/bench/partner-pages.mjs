// The embed's cost (issue 38 item 3): the partner shop example as the examples server serves it,
// at /with/, and the same page without the embed, at /without/: its script tag and its
// <candle-*> elements taken out, nothing else. The second page exists only in the bench.
import { createServer } from 'node:http';
import { startExamples } from '../../examples/serve.mjs';

const EMBED_SCRIPT = /[ \t]*<script\b[^>]*\/sdk\/candleshop\.js[^>]*><\/script>\n?/g;
const EMBED_ELEMENTS = /<(candle-[a-z-]+)\b[^>]*>[\s\S]*?<\/\1>/g;

/** The page without the embed; throws when the page has no embed to take out. */
export function withoutEmbed(html) {
  const withoutScript = html.replace(EMBED_SCRIPT, '');
  const page = withoutScript.replace(EMBED_ELEMENTS, '');
  if (withoutScript === html || page === withoutScript) throw new Error('the partner page has no <script src=".../sdk/candleshop.js"> and <candle-*> element to take out');
  return page;
}

/**
 * Serves examples/partner-shop/ at `port` as /with/ and /without/, through the examples server
 * (its headers, its content security policy, the shop's origin written in) on `port + 1`. The
 * shop lets `port` call it: its default allowed origins are its own port + 1.
 * @returns the two pages' URLs and `close()`
 */
export async function startPartnerPages({ port, shopOrigin }) {
  // Port 0 (the tests) takes free ones.
  const examples = await startExamples({ port: port && port + 1, shopOrigin });
  const examplesUrl = `http://localhost:${examples.server.address().port}`;
  const server = createServer(async (request, response) => {
    const [, variant, rest] = /^\/(with|without)\/(.*)$/.exec(request.url ?? '') ?? [];
    if (!variant) return response.writeHead(404).end();
    const answer = await fetch(`${examplesUrl}/partner-shop/${rest}`);
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(name)));
    let body = await answer.text();
    if (variant === 'without' && headers['content-type']?.startsWith('text/html')) body = withoutEmbed(body);
    response.writeHead(answer.status, headers).end(body);
  });
  await new Promise((resolve) => server.listen(port, resolve));
  const url = `http://localhost:${server.address().port}`;
  return {
    with: `${url}/with/`,
    without: `${url}/without/`,
    close: () => Promise.all([new Promise((resolve) => server.close(resolve)), new Promise((resolve) => examples.server.close(resolve))]),
  };
}
