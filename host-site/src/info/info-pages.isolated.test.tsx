import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import { failThenRetry, network, renderIn, stubNetwork } from '../test-support.js';
import { ContactPage } from './contact-page.js';
import { EventsPage } from './events-page.js';
import { PrivacyPolicyPage, TermsPage } from './legal-page.js';
import { PressItemPage, PressPage } from './press-pages.js';
import { SellingPointsPage } from './selling-points-page.js';
import { ShippingPricesPage } from './shipping-prices-page.js';
import { TextPage } from './text-page.js';

vi.mock('../api.js', () => import('../test-support.js').then((module) => module.apiModule()));
stubNetwork();

const date = '2026-11-22T10:00:00+03:00';
const studio = {
  id: '1',
  title: 'Candleshop Studio',
  description: 'Come and smell.',
  image: 'https://cdn.example/studio.jpg',
  latitude: 36.19,
  longitude: 44.01,
  drop: true,
  city: { id: '3', name: 'Erbil', price: 5000 },
  images: [],
};
const bookshop = { ...studio, id: '2', title: 'Tigris Books', drop: false, city: { id: '4', name: 'Duhok', price: 6000 } };
const points = { studio, sellingPoints: [studio, bookshop], onlineShops: [{ id: '9', title: 'Bazaar', description: 'Our shop on Bazaar.', image: 'https://cdn.example/b.jpg', link: 'https://bazaar.example/candles' }] };
const text = { id: '1', type: 'ourstory', title: 'Our story', subtitle: 'Since 2019', description: 'We began in a kitchen.\n\nNow we pour in Erbil.', image: null, link: null, video: null, images: [] };
const news = { id: '5', title: 'A new scent', description: 'Oud and rose.\n\nOn sale now.', date, image: 'https://cdn.example/n.jpg', images: [{ id: '1', url: 'https://cdn.example/n1.jpg' }] };

// Each information page: its query, the answer, and what a visitor then reads.
const pages: { name: string; ui: ReactNode; operation: string; data: unknown; facts: string[] }[] = [
  { name: 'the text page', ui: <TextPage type="ourstory" />, operation: 'PageTexts', data: { texts: [text] }, facts: ['Our story', 'Since 2019', 'We began in a kitchen.', 'Now we pour in Erbil.'] },
  { name: 'the shipping prices', ui: <ShippingPricesPage />, operation: 'Cities', data: { cities: [{ id: '3', name: 'Erbil', price: 5000 }] }, facts: ['Erbil', '5,000 IQD'] },
  { name: 'the events', ui: <EventsPage />, operation: 'Events', data: { events: [{ id: '1', title: 'Winter fair', description: 'Stand 4.', date, image: null }] }, facts: ['Winter fair', '22/11/2026', 'Stand 4.'] },
  { name: 'the terms', ui: <TermsPage />, operation: 'Terms', data: { terms: { id: '1', title: 'Terms of sale', content: 'Be kind.' } }, facts: ['Terms of sale', 'Be kind.'] },
  { name: 'the privacy policy', ui: <PrivacyPolicyPage />, operation: 'PrivacyPolicy', data: { privacyPolicy: { id: '2', title: 'Privacy', content: 'We keep little.' } }, facts: ['Privacy', 'We keep little.'] },
  {
    name: 'the contact page',
    ui: <ContactPage />,
    operation: 'ContactDetails',
    data: { contact: [{ id: '1', type: 'email', value: 'hello@candleshop.example' }], socialMedia: [{ id: '1', title: 'instagram', url: 'https://instagram.com/candleshop' }] },
    facts: ['hello@candleshop.example', 'Follow us'],
  },
  {
    name: 'the press list',
    ui: <PressPage search={{}} />,
    operation: 'NewsList',
    data: { allNews: { paginatorInfo: { currentPage: 1, lastPage: 1, perPage: 6, total: 1, count: 1, hasMorePages: false }, data: [news] } },
    facts: ['A new scent', 'Oud and rose.'],
  },
  { name: 'a press item', ui: <PressItemPage id="5" />, operation: 'NewsDetails', data: { news }, facts: ['A new scent', '22/11/2026', 'On sale now.'] },
  { name: 'our studio', ui: <SellingPointsPage section="ourStudio" />, operation: 'SellingPoints', data: points, facts: ['Candleshop Studio', 'City: Erbil', 'Orders can be picked up here'] },
  { name: 'the selling sites', ui: <SellingPointsPage section="sellingSites" />, operation: 'SellingPoints', data: points, facts: ['Tigris Books', 'City: Duhok', 'No pickups here'] },
  { name: 'the online shops', ui: <SellingPointsPage section="onlineSellingPoints" />, operation: 'SellingPoints', data: points, facts: ['Bazaar', 'Our shop on Bazaar.', 'Visit Bazaar'] },
];

describe.each(pages)('$name', ({ ui, operation, data, facts }) => {
  it('loads, shows a failure with a retry that works, then what the shop wrote', async () => {
    await failThenRetry(ui, operation, () => ({ data }));
    for (const fact of facts) expect(await screen.findByText(fact)).toBeTruthy();
  });
});

describe('the information pages', () => {
  it('say a page text the shop has not written is not found', async () => {
    network.answers.PageTexts = () => ({ data: { texts: [text] } });
    await renderIn(<TextPage type="founder" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('This page may have moved, or it no longer exists.')).toBeTruthy();
  });

  it('say when no event is planned', async () => {
    network.answers.Events = () => ({ data: { events: [] } });
    await renderIn(<EventsPage />);
    expect(await screen.findByText('No events are planned yet.')).toBeTruthy();
  });

  it('keep only the studio out of the selling sites, and mark the section shown', async () => {
    network.answers.SellingPoints = () => ({ data: points });
    await renderIn(<SellingPointsPage section="sellingSites" />);
    await screen.findByText('Tigris Books');
    expect(screen.queryByRole('heading', { name: 'Candleshop Studio' })).toBeNull();
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/sellingpoints/sellingsites');
  });

  it('show prices and dates in Arabic with Arabic-Indic digits, right to left', async () => {
    network.answers.Cities = () => ({ data: { cities: [{ id: '3', name: 'أربيل', price: 5000 }] } });
    await renderIn(<ShippingPricesPage />, 'ar');
    expect(await screen.findByText('٥٬٠٠٠ د.ع')).toBeTruthy();
    expect(network.sent[0]?.operation).toBe('Cities');
  });
});
