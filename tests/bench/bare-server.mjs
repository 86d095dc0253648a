// The yardstick: a bare Node http server answering a fixed JSON body.
import http from 'node:http';

const body = JSON.stringify({ data: { ok: true } });
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  })
  .listen(Number(process.env.PORT), () => process.send?.('ready'));
