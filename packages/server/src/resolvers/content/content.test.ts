import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { contentSeed } from '../../db/seed/content/seed.js';
import { testDatabases } from '../../test/databases.js';
import { PUBLIC_URL, suiteShop } from '../../test/shop.js';

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;
const HEX = /^#[0-9a-f]{6}$/;
const PICTURE = new RegExp(`^${PUBLIC_URL}/media/content/[a-z]+/[\\w-]+\\.svg$|^${PUBLIC_URL}/media/content/banner\\.svg$`);

const HOME = `{
  texts { id type title subtitle description image link video images { id url } }
  sliders { id title subtitle description image linkOne linkTwo buttonOne buttonTwo color }
  valueBoxes { id title description image }
  banner { title link bgColor textColor image }
}`;

const PAGES = `{
  privacyPolicy { id title content }
  terms { id title content }
  contact { id type value }
  socialMedia { id title url }
}`;

describe.each(testDatabases())('content queries on $name', (database) => {
  const suite = suiteShop(database);
  const { query } = suite;

  it('lists the home texts, label and personalized among them, with their galleries', async () => {
    const { data, errors } = await query(HOME);
    expect(errors).toBeUndefined();
    const texts = data!.texts as Array<Record<string, any>>;
    expect(texts.length).toBeGreaterThanOrEqual(4);
    const types = texts.map((text) => text.type);
    expect(types).toEqual(expect.arrayContaining(['label', 'personalized']));
    expect(new Set(types).size).toBe(types.length);
    const label = texts.find((text) => text.type === 'label')!;
    expect(label).toMatchObject({ title: 'Your brand, our candles', link: '/whitelabel/request' });
    expect(texts.find((text) => text.type === 'personalized')!.link).toBe('/personalized-candles');
    for (const text of texts) {
      expect(text.title).not.toBe('');
      expect(text.description).toEqual(expect.any(String));
      expect(text.image).toMatch(PICTURE);
      expect(text.images.length).toBeGreaterThanOrEqual(1);
      if (text.video !== null) expect(text.video).toMatch(/^https:\/\//);
    }
  });

  it('lists three slides with two buttons each', async () => {
    const { data } = await query(HOME);
    const sliders = data!.sliders as Array<Record<string, any>>;
    expect(sliders.map((slide) => slide.id)).toEqual(['1', '2', '3']);
    for (const slide of sliders) {
      for (const field of ['title', 'subtitle', 'description', 'buttonOne', 'buttonTwo']) expect(slide[field]).toEqual(expect.any(String));
      expect(slide.linkOne).toMatch(/^\//);
      expect(slide.linkTwo).toMatch(/^\//);
      expect(slide.color).toMatch(HEX);
      expect(slide.image).toMatch(PICTURE);
    }
    expect(sliders.flatMap((slide) => [slide.linkOne, slide.linkTwo])).toEqual(expect.arrayContaining(['/shop?section=candles', '/refill', '/whitelabel/request', '/personalized-candles']));
  });

  it('lists the four value boxes in order', async () => {
    const { data } = await query(HOME);
    expect(data!.valueBoxes.map((box: { title: string }) => box.title)).toEqual(['Hand-poured in Erbil', 'Delivery across Iraq', 'Natural soy wax', 'Refill your jar']);
    for (const box of data!.valueBoxes) expect(box.image).toMatch(PICTURE);
  });

  it('shows the banner in the SPEC default colours', async () => {
    const { data } = await query(HOME);
    expect(data!.banner).toMatchObject({ link: '/shop', bgColor: '#0b1f4b', textColor: '#ffffff' });
    expect(data!.banner.title).toContain('15%');
    expect(data!.banner.image).toMatch(PICTURE);
  });

  it('switches every text with lang and falls back to English', async () => {
    const [en, ku, ar, fr] = await Promise.all(['en', 'ku', 'ar', 'fr'].map((lang) => query(HOME, {}, lang)));
    expect(fr.data).toEqual(en.data);
    const texts = (reply: typeof en) => {
      const { texts: pageTexts, sliders, valueBoxes, banner } = reply.data!;
      return [
        ...pageTexts.flatMap((text: Record<string, string>) => [text.title, text.subtitle, text.description]),
        ...sliders.flatMap((slide: Record<string, string>) => [slide.title, slide.subtitle, slide.description, slide.buttonOne, slide.buttonTwo]),
        ...valueBoxes.flatMap((box: Record<string, string>) => [box.title, box.description]),
        banner.title,
      ] as string[];
    };
    const [english, kurdish, arabic] = [texts(en), texts(ku), texts(ar)];
    kurdish.forEach((text, index) => {
      expect(text).toMatch(ARABIC_SCRIPT);
      expect(arabic[index]).toMatch(ARABIC_SCRIPT);
      expect(text).not.toBe(english[index]);
      expect(text).not.toBe(arabic[index]);
    });
    // Links, colours and pictures do not change with the language.
    expect(ku.data!.sliders.map((s: { linkOne: string }) => s.linkOne)).toEqual(en.data!.sliders.map((s: { linkOne: string }) => s.linkOne));
    expect(ar.data!.banner.bgColor).toBe('#0b1f4b');
  });

  it('gives the privacy policy and the terms in several paragraphs, in every language', async () => {
    const replies = await Promise.all(['en', 'ku', 'ar'].map((lang) => query(PAGES, {}, lang)));
    for (const [index, { data, errors }] of replies.entries()) {
      expect(errors).toBeUndefined();
      for (const page of [data!.privacyPolicy, data!.terms]) {
        const paragraphs = page.content.split('\n\n');
        expect(paragraphs.length).toBeGreaterThanOrEqual(4);
        for (const paragraph of paragraphs) expect(paragraph.trim().length).toBeGreaterThan(40);
        if (index > 0) expect(page.content).toMatch(ARABIC_SCRIPT);
      }
      expect(data!.privacyPolicy.id).not.toBe(data!.terms.id);
    }
    const [en, ku, ar] = replies.map((reply) => reply.data!);
    expect(en.privacyPolicy.title).toBe('Privacy policy');
    expect(en.terms.title).toBe('Terms and conditions');
    for (const word of ['cookie', 'ZainCash', 'FastPay', 'NassPay', 'FIB', 'cash on delivery']) expect(en.privacyPolicy.content).toContain(word);
    for (const word of ['deliver', 'returned', 'ZainCash']) expect(en.terms.content).toContain(word);
    expect(ku.terms.content).not.toBe(ar.terms.content);
    expect(ku.privacyPolicy.title).not.toBe(ar.privacyPolicy.title);
  });

  it('gives one email, one phone and a translated address', async () => {
    const [en, ku, ar] = await Promise.all(['en', 'ku', 'ar'].map((lang) => query(PAGES, {}, lang)));
    const byType = (reply: typeof en) => Object.fromEntries(reply.data!.contact.map((entry: { type: string; value: string }) => [entry.type, entry.value]));
    expect(en.data!.contact.map((entry: { type: string }) => entry.type)).toEqual(['email', 'phone', 'address']);
    const [english, kurdish, arabic] = [byType(en), byType(ku), byType(ar)];
    expect(english).toMatchObject({ email: 'hello@candleshop.iq', phone: '+964 750 123 4567' });
    expect(english.address).toContain('Erbil');
    for (const other of [kurdish, arabic]) {
      expect(other.email).toBe(english.email);
      expect(other.phone).toBe(english.phone);
      expect(other.address).toMatch(ARABIC_SCRIPT);
    }
    expect(kurdish.address).not.toBe(arabic.address);
  });

  it('lists exactly the five social platforms with https URLs', async () => {
    const { data } = await query(PAGES, {}, 'ar');
    const accounts = data!.socialMedia as Array<{ id: string; title: string; url: string }>;
    expect(accounts.map((account) => account.title).sort()).toEqual(['facebook', 'instagram', 'pinterest', 'tiktok', 'twitter']);
    for (const account of accounts) expect(new URL(account.url).protocol).toBe('https:');
  });

  it('serves every content picture as SVG', async () => {
    const { data } = await query(`{
      texts { image images { url } } sliders { image } valueBoxes { image } banner { image }
      allNews(first: 24) { data { image images { url } } } projects { image images { url } } events { image }
    }`);
    const urls: string[] = [
      ...data!.texts.flatMap((text: { image: string; images: Array<{ url: string }> }) => [text.image, ...text.images.map((i) => i.url)]),
      ...data!.sliders.map((slide: { image: string }) => slide.image),
      ...data!.valueBoxes.map((box: { image: string }) => box.image),
      data!.banner.image,
      ...data!.allNews.data.flatMap((item: { image: string; images: Array<{ url: string }> }) => [item.image, ...item.images.map((i) => i.url)]),
      ...data!.projects.flatMap((item: { image: string; images: Array<{ url: string }> }) => [item.image, ...item.images.map((i) => i.url)]),
      ...data!.events.map((event: { image: string }) => event.image),
    ];
    expect(urls.length).toBeGreaterThan(60);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      expect(url).toMatch(PICTURE);
      const response = await suite.shop.app.fetch(new Request(url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const body = await response.text();
      expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(body).not.toMatch(/<script|href=|url\(|javascript:|on\w+=/i);
    }
  });

  it('keeps identities past the seeded ids', async () => {
    for (const table of contentSeed.identityTables) {
      const { rows } = await sql<{ next: number; max: number }>`
        SELECT pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id'))::int AS next, max(id) AS max FROM ${sql.table(table)}`.execute(suite.shop.db);
      expect(rows[0]!.max, table).toBeGreaterThan(0);
      expect(rows[0]!.next, table).toBe(rows[0]!.max);
    }
  });

  it.each([
    ['a second banner', sql`INSERT INTO banner (id, title) VALUES (2, '{"en":"x"}')`],
    ['a banner colour that is not hex', sql`UPDATE banner SET bg_color = 'navy'`],
    ['a javascript: link', sql`UPDATE sliders SET link_one = 'javascript:alert(1)' WHERE id = 1`],
    ['a protocol-relative link', sql`UPDATE texts SET link = '//evil.example' WHERE id = 1`],
    ['a social account over http', sql`UPDATE social_media SET url = 'http://facebook.com/x' WHERE title = 'facebook'`],
    ['an unknown social platform', sql`INSERT INTO social_media (title, url) VALUES ('myspace', 'https://myspace.com/x')`],
    ['a second privacy policy', sql`INSERT INTO legal_pages (kind, title, content) VALUES ('privacy', '{"en":"x"}', '{"en":"x"}')`],
    ['an unknown contact type', sql`INSERT INTO contact_entries (type, value) VALUES ('fax', '{"en":"1"}')`],
    ['a text without English', sql`UPDATE news SET title = '{"ku":"x"}' WHERE id = 1`],
  ])('refuses %s in the database', async (_case, statement) => {
    await expect(statement.execute(suite.shop.db)).rejects.toThrow();
  });
});
