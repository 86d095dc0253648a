import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { NETWORK_FAILURE, failThenRetry, network, offline, refused, renderIn, stubNetwork } from '../test-support.js';
import { $router } from '../router.js';
import { CollectionPage, CollectionsPage } from './collections-pages.js';
import { HomePage } from './home-page.js';
import { SearchPage } from './search-page.js';

vi.mock('../api.js', () => import('../test-support.js').then((module) => module.apiModule()));
stubNetwork();

const card = (id: string, title: string) => ({
  id,
  new: false,
  stock: 5,
  rating: 4,
  ratings: 2,
  details: { id, title, image: `https://cdn.example/${id}.jpg`, price: 18000 },
  collection: { id: '1', title: 'Tigris' },
  sizes: [],
});
const collection = { id: '1', title: 'Tigris', image: null, story: 'Scents of the river.\n\nPoured in Erbil.' };

describe('CollectionsPage', () => {
  it('loads, shows a failure with a retry that works, then every collection linking to its page', async () => {
    await failThenRetry(<CollectionsPage />, 'Collections', () => ({ data: { collections: [collection] } }));
    expect((await screen.findByRole('link', { name: 'Tigris' })).getAttribute('href')).toBe('/collections/1');
    expect(screen.getByText('Scents of the river.')).toBeTruthy();
  });
});

describe('CollectionPage', () => {
  it('shows the story and the products of a collection', async () => {
    await failThenRetry(<CollectionPage id="1" />, 'CollectionDetails', () => ({ data: { collection: { ...collection, products: [card('8', 'Tigris jasmine')] } } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tigris' })).toBeTruthy();
    expect(screen.getByText('Poured in Erbil.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tigris jasmine' }).getAttribute('href')).toBe('/products/8');
    expect(network.sent.at(-1)).toEqual({ operation: 'CollectionDetails', variables: { id: '1' } });
  });

  it('says when a collection has no products yet', async () => {
    network.answers.CollectionDetails = () => ({ data: { collection: { ...collection, products: [] } } });
    await renderIn(<CollectionPage id="1" />);
    expect(await screen.findByText('This collection has no products yet.')).toBeTruthy();
  });

  it('says a collection that does not exist is not found', async () => {
    network.answers.CollectionDetails = () => refused('not.found', 'NOT_FOUND');
    await renderIn(<CollectionPage id="99" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });
});

describe('SearchPage', () => {
  it('asks for a word and sends none while the box is empty (SPEC §5)', async () => {
    await renderIn(<SearchPage search={{}} />);
    expect(screen.getByText('Type what you are looking for: a scent, a colour, a gift.')).toBeTruthy();
    fireEvent.submit(screen.getByRole('search'));
    expect(network.sent).toEqual([]);
  });

  it('shows the results of the word in the address, and opens the address of a new word', async () => {
    network.answers.SearchProducts = () => ({ data: { search: [card('8', 'Tigris jasmine'), card('9', 'Oud night')] } });
    await renderIn(<SearchPage search={{ s: ' oud ' }} />);
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 results for “oud”'));
    expect(screen.getByRole('link', { name: 'Oud night' }).getAttribute('href')).toBe('/products/9');
    expect(network.sent[0]).toEqual({ operation: 'SearchProducts', variables: { s: 'oud', first: 48 } });
    fireEvent.input(screen.getByLabelText('Search the shop'), { target: { value: 'rose' } });
    fireEvent.submit(screen.getByRole('search'));
    expect($router.get()?.search).toEqual({ s: 'rose' });
  });

  it('says when nothing matches, and shows a failure with a retry', async () => {
    await failThenRetry(<SearchPage search={{ s: 'lavender' }} />, 'SearchProducts', () => ({ data: { search: [] } }), { loading: 'Searching…' });
    expect(await screen.findByText('Nothing matches “lavender”. Try another word.')).toBeTruthy();
  });
});

describe('HomePage', () => {
  const content = {
    banner: { title: 'Free delivery this week', link: null, bgColor: 'red; background: url(x)', textColor: null, image: null },
    sliders: [{ id: '1', title: 'Winter scents', subtitle: null, description: 'Oud and cardamom.', image: 'https://cdn.example/s.jpg', linkOne: null, linkTwo: null, buttonOne: null, buttonTwo: null, color: null }],
    texts: [{ id: '7', type: 'label', title: 'Your brand on our candles', subtitle: null, description: 'For hotels.', image: null, link: null, video: null, images: [] }],
    valueBoxes: [],
  };
  const answerAll = () => {
    network.answers.ContactDetails = () => ({ data: { contact: [], socialMedia: [] } });
    network.answers.Categories = () => ({ data: { categories: [{ id: '1', title: 'Candles', image: null, story: '', subCategories: [] }] } });
    network.answers.Collections = () => ({ data: { collections: [collection] } });
    network.answers.HomeProducts = () => ({ data: { topRated: [card('8', 'Tigris jasmine')], mostSelling: [card('9', 'Oud night')] } });
  };

  it('shows the banner, slides, wholesale cards, category tiles and the product carousels', async () => {
    answerAll();
    network.answers.HomeContent = () => ({ data: content });
    await renderIn(<HomePage />);
    expect(await screen.findByText('Free delivery this week')).toBeTruthy();
    expect(await screen.findByText('Winter scents')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your brand on our candles' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Candles' })).getAttribute('href')).toBe('/shop?section=candles');
    expect(within(await screen.findByRole('region', { name: 'Top rated' })).getByRole('link', { name: 'Tigris jasmine' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Most loved' })).getByRole('link', { name: 'Oud night' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Build a refill' }).getAttribute('href')).toBe('/refill');
  });

  it('shows a failure with a retry where the slides would be, and keeps the rest of the page', async () => {
    answerAll();
    network.answers.HomeContent = offline;
    await renderIn(<HomePage />);
    expect((await screen.findByRole('alert')).textContent).toContain(NETWORK_FAILURE);
    expect(await screen.findByRole('link', { name: 'Candles' })).toBeTruthy();
    network.answers.HomeContent = () => ({ data: content });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Winter scents')).toBeTruthy();
  });
});
