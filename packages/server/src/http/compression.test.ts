import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressed } from './compression.js';

const request = (acceptEncoding?: string, method = 'GET') => new Request('http://shop.test/graphql', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const json = JSON.stringify({ data: { products: Array.from({ length: 40 }, (_, id) => ({ id, title: `Candle ${id}` })) } });
const answer = (body = json, headers: Record<string, string> = {}) => new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8', etag: '"abc"', ...headers } });

describe('compressed', () => {
  it('picks brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding(request('gzip, deflate, br'))).toBe('br');
    expect(acceptedEncoding(request('gzip'))).toBe('gzip');
    expect(acceptedEncoding(request('br;q=0, gzip;q=0.5'))).toBe('gzip');
    expect(acceptedEncoding(request('identity'))).toBeUndefined();
  });

  it('compresses a large answer the client accepts compressed, with a weak ETag', async () => {
    const response = await compressed(request('br'), answer());
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('etag')).toBe('W/"abc"');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(json.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(json);
    const gzipped = await compressed(request('gzip'), answer());
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(json);
  });

  it('leaves small answers, pictures, encoded answers and clients without compression alone', async () => {
    expect((await compressed(request('br'), answer('{"data":{}}'))).headers.get('content-encoding')).toBeNull();
    expect((await compressed(request(), answer())).headers.get('content-encoding')).toBeNull();
    const png = new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } });
    expect((await compressed(request('br'), png)).headers.get('content-encoding')).toBeNull();
    const done = answer(json, { 'content-encoding': 'gzip' });
    expect(await compressed(request('br'), done)).toBe(done);
  });
});
