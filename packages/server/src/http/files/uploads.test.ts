import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../adapters/storage/storage.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { registerCustomer, USER_FIELDS } from '../../test/accounts.js';
import { createCustomer } from '../../test/customers.js';
import { sweepUploads, UNREFERENCED_UPLOAD_MS } from '../../services/accounts/upload-sweeper.js';

// A guest's upload URL needs a human check (SECURITY-REVIEW M8); the local stand-in takes this token.
const SIGN = `mutation S($file: String!, $token: String) { signedUrl(file: $file, token: $token) { url } }`;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const WEBP = new Uint8Array(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [20, 0, 0, 0],
      [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
    ),
);

describe.each(testDatabases())('uploads on $name', (database) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  const sign = async (file: string) => {
    const reply = await graphql(shop.app, SIGN, { file, token: 'local-unverified' });
    if (reply.errors) throw new Error(JSON.stringify(reply.errors));
    return new URL(reply.data!.signedUrl.url as string);
  };
  const put = (url: URL | string, body: Uint8Array<ArrayBuffer>, type: string) => shop.app.fetch(new Request(url, { method: 'PUT', headers: { 'content-type': type }, body }));

  it('signs a one-time URL under a server-chosen key and takes the image once', async () => {
    const url = await sign('images/9f86d081884c7d659a2feaa0c55ad015.png');
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.pathname).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(url.searchParams.get('type')).toBe('image/png');
    const first = await put(url, PNG, 'image/png');
    expect(first.status).toBe(200);
    expect(first.statusText).toBe('OK');
    const second = await put(url, PNG, 'image/png');
    expect(second.status).toBe(403);
  });

  it('serves the stored bytes with the stored type and no sniffing', async () => {
    const url = await sign('images/photo.jpg');
    expect((await put(url, JPEG, 'image/jpeg')).status).toBe(200);
    const served = await shop.app.fetch(new Request(`${url.origin}${url.pathname}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);
  });

  it('stores a JPEG without its Exif (GPS), XMP, IPTC and comments, and a PNG without its text chunks (SECURITY-REVIEW M8)', async () => {
    const text = (value: string) => [...value].map((char) => char.charCodeAt(0));
    const segment = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
    const app0 = segment(0xe0, text('JFIF\0\x01\x01\0\0\x01\0\x01\0\0'));
    const quantization = segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)]);
    const scan = [...segment(0xda, [1, 1, 0, 0, 63, 0]), 0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd9];
    const exif = segment(0xe1, text('Exif\0\0MM\0*GPSLatitude 36.19N GPSLongitude 44.01E'));
    const xmp = segment(0xe1, text('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>Erbil</x:xmpmeta>'));
    const iptc = segment(0xed, text('Photoshop 3.0\x008BIM Dara Ahmed'));
    const comment = segment(0xfe, text('taken at home'));
    const photo = new Uint8Array([0xff, 0xd8, ...app0, ...exif, ...xmp, ...quantization, ...iptc, ...comment, ...scan]);
    const url = await sign('images/gps.jpg');
    expect((await put(url, photo, 'image/jpeg')).status).toBe(200);
    const stored = new Uint8Array(await (await shop.app.fetch(new Request(`${url.origin}${url.pathname}`))).arrayBuffer());
    expect(stored).toEqual(new Uint8Array([0xff, 0xd8, ...app0, ...quantization, ...scan]));
    expect(Buffer.from(stored).toString('latin1')).not.toMatch(/GPS|Erbil|Dara|home/);

    const chunk = (type: string, data: number[]) => [0, 0, data.length >> 8, data.length & 0xff, ...text(type), ...data, 1, 2, 3, 4];
    const header = chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    const pixels = chunk('IDAT', [0x78, 0x9c, 0x63, 0, 0, 0, 2, 0, 1]);
    const end = chunk('IEND', []);
    const png = new Uint8Array([...PNG.slice(0, 8), ...header, ...chunk('tEXt', text('Location\0Erbil 36.19N')), ...chunk('eXIf', text('MM\0*GPS')), ...pixels, ...chunk('iTXt', text('Author\0\0\0\0\0Dara')), ...end]);
    const pngUrl = await sign('images/gps.png');
    expect((await put(pngUrl, png, 'image/png')).status).toBe(200);
    const storedPng = new Uint8Array(await (await shop.app.fetch(new Request(`${pngUrl.origin}${pngUrl.pathname}`))).arrayBuffer());
    expect(storedPng).toEqual(new Uint8Array([...PNG.slice(0, 8), ...header, ...pixels, ...end]));
  });

  it('accepts WebP', async () => {
    expect((await put(await sign('images/a.webp'), WEBP, 'image/webp')).status).toBe(200);
  });

  it('refuses another content type than the signed one', async () => {
    const url = await sign('images/a.png');
    expect((await put(url, PNG, 'image/jpeg')).status).toBe(403);
    expect((await put(url, PNG, 'multipart/form-data; boundary=x')).status).toBe(403);
  });

  it('refuses bytes that are not the declared image (an HTML polyglot declared image/png)', async () => {
    const url = await sign('images/a.png');
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect((await put(url, html, 'image/png')).status).toBe(415);
    const jpegAsPng = await sign('images/b.png');
    expect((await put(jpegAsPng, JPEG, 'image/png')).status).toBe(415);
  });

  it('refuses a PNG of absurd dimensions (pixel flood)', async () => {
    const huge = PNG.slice();
    new DataView(huge.buffer).setUint32(16, 20000);
    new DataView(huge.buffer).setUint32(20, 20000);
    expect((await put(await sign('images/huge.png'), huge, 'image/png')).status).toBe(415);
  });

  it('refuses an oversized body', async () => {
    const url = await sign('images/big.png');
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    expect((await put(url, big, 'image/png')).status).toBe(413);
  });

  it('refuses a tampered signature, type, key or an expired URL', async () => {
    const url = await sign('images/a.png');
    const tampered = new URL(url);
    tampered.searchParams.set(
      'sig',
      url.searchParams.get('sig')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect((await put(tampered, PNG, 'image/png')).status).toBe(403);
    const retyped = new URL(url);
    retyped.searchParams.set('type', 'text/html');
    expect((await put(retyped, PNG, 'text/html')).status).toBe(403);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await put(later, PNG, 'image/png')).status).toBe(403);
    const otherKey = new URL(url);
    otherKey.pathname = '/uploads/00000000-0000-4000-8000-000000000000.png';
    expect((await put(otherKey, PNG, 'image/png')).status).toBe(403);

    const stale = await sign('images/b.png');
    await shop.db
      .updateTable('uploads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('path', '=', stale.pathname)
      .execute();
    expect((await put(stale, PNG, 'image/png')).status).toBe(403);
  });

  it.each(['images/a.svg', 'images/a.jpg.php', 'images/../a.png', 'other/a.png', 'images/a.gif', 'images/.png'])('refuses to sign %s', async (file) => {
    const reply = await graphql(shop.app, SIGN, { file, token: 'local-unverified' });
    expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { file: ['validation.fileType'] } } });
  });

  it('answers 404 for a key never uploaded and 405 for other methods', async () => {
    const url = await sign('images/a.png');
    expect((await shop.app.fetch(new Request(`${url.origin}${url.pathname}`))).status).toBe(404);
    expect((await shop.app.fetch(new Request(url, { method: 'DELETE' }))).status).toBe(405);
  });

  it('binds a URL signed for a customer to that customer, for the PUT and for the profile', async () => {
    const a = await createCustomer(shop.db);
    const b = await createCustomer(shop.db);
    const signed = await graphql(shop.app, SIGN, { file: 'images/mine.png' }, { headers: a.headers });
    const url = new URL(signed.data!.signedUrl.url as string);
    const putAs = (headers: Record<string, string>) => shop.app.fetch(new Request(url, { method: 'PUT', headers: { 'content-type': 'image/png', ...headers }, body: PNG }));
    expect((await putAs(b.headers)).status).toBe(403);
    expect((await putAs({})).status).toBe(403);
    expect((await putAs(a.headers)).status).toBe(200);
    const PROFILE = (email: string) => `mutation U($profile: String) { updateProfile(name: "N", email: "${email}", profile: $profile) { profile } }`;
    const stolen = await graphql(shop.app, PROFILE(b.email), { profile: url.pathname.slice(1) }, { headers: b.headers });
    expect(stolen.errors![0]).toMatchObject({ extensions: { validation: { profile: ['input.profile.invalid'] } } });
    const own = await graphql(shop.app, PROFILE(a.email), { profile: url.pathname.slice(1) }, { headers: a.headers });
    expect(own.data!.updateProfile.profile).toBe(`${PUBLIC_URL}${url.pathname}`);
  });

  it('takes an uploaded picture as the profile, as core stores it, and shows it as an absolute URL', async () => {
    const url = await sign('images/me.png');
    expect((await put(url, PNG, 'image/png')).status).toBe(200);
    // core's uploadImage stores the URL less its origin and slash.
    const stored = url.pathname.slice(1);
    const { reply, cookie } = await registerCustomer(shop.app, { profile: stored });
    expect(reply.data!.register.user.profile).toBe(`${PUBLIC_URL}${url.pathname}`);

    const unused = await sign('images/never.png');
    const refused = await graphql(
      shop.app,
      `mutation U($profile: String) { updateProfile(name: "N", email: "${reply.data!.register.user.email}", profile: $profile) { ${USER_FIELDS} } }`,
      { profile: unused.pathname },
      { headers: { cookie } },
    );
    expect(refused.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { profile: ['input.profile.invalid'] } } });
  });

  it('signs a URL for a guest only with a passing human check (SECURITY-REVIEW M8)', async () => {
    for (const token of [undefined, 'local-fail']) {
      const reply = await graphql(shop.app, SIGN, { file: 'images/a.png', ...(token ? { token } : {}) });
      expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { code: 'REFUSED' } });
    }
    const customer = await createCustomer(shop.db);
    expect((await graphql(shop.app, SIGN, { file: 'images/a.png' }, { headers: customer.headers })).errors).toBeUndefined();
  });

  it('gives one account at most thirty upload URLs an hour (SECURITY-REVIEW M8)', async () => {
    const customer = await createCustomer(shop.db);
    for (let i = 0; i < 30; i++) expect((await graphql(shop.app, SIGN, { file: 'images/a.png' }, { headers: customer.headers })).errors).toBeUndefined();
    const over = await graphql(shop.app, SIGN, { file: 'images/a.png' }, { headers: customer.headers });
    expect(over.errors![0]).toMatchObject({ message: 'rate.limited', extensions: { code: 'REFUSED' } });
  });

  it('sweeps uploads nothing references after a day, and keeps a profile picture (SECURITY-REVIEW M8)', async () => {
    const kept = await sign('images/kept.png');
    expect((await put(kept, PNG, 'image/png')).status).toBe(200);
    await registerCustomer(shop.app, { profile: kept.pathname.slice(1) });
    const orphan = await sign('images/orphan.png');
    expect((await put(orphan, PNG, 'image/png')).status).toBe(200);
    const fresh = await sign('images/fresh.png');
    expect((await put(fresh, PNG, 'image/png')).status).toBe(200);
    const dayAgo = new Date(Date.now() - UNREFERENCED_UPLOAD_MS - 60_000);
    await shop.db.updateTable('uploads').set({ created_at: dayAgo }).where('path', 'in', [kept.pathname, orphan.pathname]).execute();
    expect(await sweepUploads(shop.db)).toBeGreaterThanOrEqual(1);
    const left = new Set((await shop.db.selectFrom('uploads').select('path').execute()).map((row) => row.path));
    expect(left.has(kept.pathname)).toBe(true);
    expect(left.has(fresh.pathname)).toBe(true);
    expect(left.has(orphan.pathname)).toBe(false);
    expect((await shop.app.fetch(new Request(`${PUBLIC_URL}${orphan.pathname}`))).status).toBe(404);
  });
});
