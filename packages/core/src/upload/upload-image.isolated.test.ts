import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadImage } from './upload-image.js';

// A real storage on 127.0.0.1: it keeps what is PUT and answers as told.
interface Stored {
  path: string;
  contentType: string | undefined;
  bytes: Buffer;
}

let server: Server;
let origin: string;
let stored: Stored[] = [];
let answer: { status: number; text: string } = { status: 200, text: 'OK' };

const body = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const bytes = await body(request);
    if (request.method === 'PUT' && answer.status === 200) {
      stored.push({ path: new URL(request.url!, 'http://x').pathname, contentType: request.headers['content-type'], bytes });
    }
    response.writeHead(answer.status, answer.text, { 'Access-Control-Allow-Origin': '*' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  stored = [];
  answer = { status: 200, text: 'OK' };
});

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
const hash = createHash('sha256').update(bytes).digest('hex');
const photo = () => new File([bytes], 'Me at the Studio.PNG', { type: 'image/png' });
// What the signedUrl mutation answers: the storage's URL for the path, with a signature.
const signer = (base = `${origin}/`) => {
  const asked: string[] = [];
  return { asked, requestSignedUrl: async (path: string) => (asked.push(path), `${base}${path}?X-Signature=abc&X-Expires=60`) };
};

describe('uploadImage', () => {
  it('PUTs the file under images/{sha-256}.{extension} and answers the stored path', async () => {
    const { asked, requestSignedUrl } = signer();
    const result = await uploadImage(photo(), { requestSignedUrl });
    expect(asked).toEqual([`images/${hash}.png`]);
    expect(result).toEqual({ data: `images/${hash}.png` });
    expect(stored).toEqual([{ path: `/images/${hash}.png`, contentType: 'image/png', bytes: Buffer.from(bytes) }]);
  });

  it('cuts a storage prefix with a path', async () => {
    const { requestSignedUrl } = signer(`${origin}/uploads/`);
    const result = await uploadImage(photo(), { requestSignedUrl, storagePrefix: `${origin}/uploads/` });
    expect(result).toEqual({ data: `images/${hash}.png` });
    expect(stored[0]!.path).toBe(`/uploads/images/${hash}.png`);
  });

  it('takes the extension from the type when the name has none', async () => {
    const { asked, requestSignedUrl } = signer();
    await uploadImage(new Blob([bytes], { type: 'image/webp' }), { requestSignedUrl });
    expect(asked).toEqual([`images/${hash}.webp`]);
  });

  it('fails with the image error when the storage refuses', async () => {
    answer = { status: 403, text: 'Forbidden' };
    const result = await uploadImage(photo(), signer());
    expect(result.error).toMatchObject({ name: 'image', key: 'errors.image' });
  });

  it('fails unless the status text is OK', async () => {
    answer = { status: 200, text: 'Fine' };
    const result = await uploadImage(photo(), signer());
    expect(result.error?.name).toBe('image');
  });

  it('fails when no signed URL comes, or the storage cannot be reached', async () => {
    const refused = await uploadImage(photo(), { requestSignedUrl: () => Promise.reject(new Error('unauthorized')) });
    expect(refused.error?.name).toBe('image');
    const closed = await uploadImage(photo(), { requestSignedUrl: async (path) => `http://127.0.0.1:9/${path}` });
    expect(closed.error?.name).toBe('image');
  });
});
