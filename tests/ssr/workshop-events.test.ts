// Issue 27 item 5: /workshops and each workshop's page carry Event structured data meeting
// Google's Event rich result, in every language, and the workshop pages are in the sitemap. From
// the built storefront (npm run build), on PGlite and PostgreSQL.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, localizedPath } from '@candleshop/core';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../packages/server/src/test/shop.js';
import { createWorkshop } from '../../packages/server/src/test/tickets.js';

const dist = (folder: string) => fileURLToPath(new URL(`../../dist/${folder}/`, import.meta.url));
const built = { hostSiteDir: dist('host-site'), ssrDir: dist('host-site-ssr'), sdkSsrDir: dist('sdk-ssr') };
const BAGHDAD = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/;

function events(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!)).filter((data) => data['@type'] === 'Event');
}

describe.each(testDatabases())('workshops as events on $name', (database) => {
  let shop: TestShop;
  let full: Awaited<ReturnType<typeof createWorkshop>>;
  let open: Awaited<ReturnType<typeof createWorkshop>>;
  const page = (path: string) => shop.app.fetch(new Request(`${PUBLIC_URL}${path}`));

  beforeAll(async () => {
    for (const folder of Object.values(built)) expect(existsSync(folder), `${folder} is built (npm run build)`).toBe(true);
    shop = await openShop(database, built);
    // 15:00 UTC is 18:00 in Baghdad; 90 minutes long.
    full = await createWorkshop(shop.db, {
      seats: 4,
      taken: 4,
      startsAt: new Date('2031-03-14T15:00:00Z'),
      durationMinutes: 90,
      title: 'Full pour',
      arabicTitle: 'ورشة ممتلئة',
      tiers: [{ min: 1, max: 2, price: 30_000 }],
    });
    open = await createWorkshop(shop.db, {
      seats: 20,
      tiers: [
        { min: 1, max: 1, price: 25_000 },
        { min: 2, max: 4, price: 20_000, closed: true },
      ],
    });
  });
  afterAll(() => shop?.close());

  it.each(LANGUAGES)('a workshop page carries its Event in %s', async (lang) => {
    const response = await page(localizedPath(`/workshops/${full.id}`, lang));
    expect(response.status).toBe(200);
    const html = await response.text();
    const [event, ...more] = events(html);
    expect(more).toEqual([]);
    const address = `${PUBLIC_URL}${localizedPath(`/workshops/${full.id}`, lang)}`;
    const title = lang === 'ar' ? 'ورشة ممتلئة' : lang === 'ku' ? 'Full pour (ku)' : 'Full pour';
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: title,
      startDate: '2031-03-14T18:00:00+03:00',
      endDate: '2031-03-14T19:30:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'IQ' } },
      organizer: { '@type': 'Organization', url: `${PUBLIC_URL}${localizedPath('/', lang)}` },
      offers: [{ '@type': 'Offer', price: 30_000, priceCurrency: 'IQD', availability: 'https://schema.org/SoldOut', url: address }],
    });
    expect(event!.description).toContain('A workshop made for a test');
    expect(event!.location.name).toBeTruthy();
    expect(event!.location.address.addressLocality).toBeTruthy();
    expect(event!.image[0]).toMatch(/^http:\/\/shop\.test\/media\//);
    expect(event!.offers[0].validFrom).toMatch(BAGHDAD);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="${address}">`);
  });

  it('/workshops carries an Event for every upcoming workshop, its offers available or sold out by tier', async () => {
    const { data } = await graphql<{ workshops: Array<{ id: string }> }>(shop.app, 'query { workshops { id } }', {}, { lang: 'ar' });
    const html = await (await page('/ar/workshops')).text();
    const found = events(html);
    expect(found.map((event) => event['@id'])).toEqual(data!.workshops.map((workshop) => `${PUBLIC_URL}/ar/workshops/${workshop.id}#event`));
    const roomy = found.find((event) => event['@id'].includes(`/workshops/${open.id}#`))!;
    expect(roomy.offers.map((offer: { availability: string }) => offer.availability)).toEqual(['https://schema.org/InStock', 'https://schema.org/SoldOut']);
    for (const event of found) {
      expect(event.startDate).toMatch(BAGHDAD);
      expect(event.endDate).toMatch(BAGHDAD);
    }
  });

  it('an unknown workshop is the 404 page without an Event', async () => {
    const response = await page('/workshops/999999');
    expect(response.status).toBe(404);
    expect(events(await response.text())).toEqual([]);
  });

  it('lists each upcoming workshop page in the sitemap in every language', async () => {
    const xml = await (await page('/sitemap.xml')).text();
    const locations = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    for (const id of [full.id, open.id]) for (const lang of LANGUAGES) expect(locations.has(`${PUBLIC_URL}${localizedPath(`/workshops/${id}`, lang)}`), `workshop ${id} in ${lang}`).toBe(true);
  });
});
