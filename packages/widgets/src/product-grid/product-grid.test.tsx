import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { createPublicClient, SECTIONS, type ShopFilter } from '@candleshop/core';
import { startTestApi, type TestApi } from '../../../../tests/support/test-api.js';
import { ProductGrid, type ProductGridOptions } from './product-grid.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(cleanup);

function renderGrid(filter: ShopFilter, options: Partial<ProductGridOptions> = {}) {
  const changes: ShopFilter[] = [];
  const client = options.client ?? createPublicClient({ endpoint: 'http://shop.test/graphql', fetch: api.fetch });
  const view = render(<ProductGrid client={client} filter={filter} lang="en" storefront="http://shop.test" onFilterChange={(next) => changes.push(next)} onProductSelect={() => {}} {...options} />);
  return { ...view, changes };
}

const cards = (container: Element) => container.querySelectorAll('article.card');

/** A client to the test API that notes the section (category id) of every product list asked for. */
function sectionsAsked() {
  const asked: (string | null)[] = [];
  const client = createPublicClient({
    endpoint: 'http://shop.test/graphql',
    fetch: (input, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: { input?: { category: string | null } } };
      if (body.query.includes('query FilterProducts')) asked.push(body.variables.input!.category);
      return api.fetch(input, init);
    },
  });
  return { asked, client };
}

describe('ProductGrid', () => {
  it('shows 12 skeleton cards, then 12 product cards', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const client = createPublicClient({
      endpoint: 'http://shop.test/graphql',
      fetch: async (input, init) => {
        await gate;
        return api.fetch(input, init);
      },
    });
    const { container } = renderGrid({ section: 'all', page: 1 }, { client });
    await waitFor(() => expect(container.querySelectorAll('[part="skeleton"]')).toHaveLength(12));
    expect(cards(container)).toHaveLength(0);
    open();
    await waitFor(() => expect(cards(container)).toHaveLength(12));
    expect(container.querySelectorAll('[part="skeleton"]')).toHaveLength(0);
    const first = cards(container)[0]!;
    expect(first.querySelector('.card-title')!.textContent).not.toBe('');
    expect(first.querySelector('.card-price')!.textContent).toMatch(/^[\d,]+ IQD$/);
    expect(first.querySelector('a')!.getAttribute('href')).toMatch(/^http:\/\/shop\.test\/products\/\d+$/);
  });

  it("fetches the first card's image at once, the page's largest paint, and the others lazily", async () => {
    const { container } = renderGrid({ section: 'all', page: 1 });
    await waitFor(() => expect(cards(container)).toHaveLength(12));
    const images = [...container.querySelectorAll<HTMLImageElement>('img.card-image')];
    expect(images[0]!.getAttribute('loading')).toBeNull();
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images.slice(1).map((image) => image.getAttribute('loading'))).toEqual(Array(11).fill('lazy'));
  });

  it('says so when no product matches', async () => {
    // Gift cards come in no colour, so any colour leaves the list empty.
    renderGrid({ section: 'giftcards', color: '1', page: 1 });
    expect(await screen.findByText('No products match these filters.')).toBeTruthy();
  });

  it('asks for the next page and resets the page when a filter changes', async () => {
    const { container, changes } = renderGrid({ section: 'all', page: 3 });
    await waitFor(() => expect(cards(container)).toHaveLength(12));
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(changes.at(-1)).toEqual({ section: 'all', page: 4 });
    const colours = await screen.findByRole('group', { name: 'Colour' });
    fireEvent.click(within(colours).getAllByRole('radio')[1]!);
    expect(changes.at(-1)).toMatchObject({ section: 'all', page: 1 });
    expect(changes.at(-1)!.color).toMatch(/^\d+$/);
  });

  it('shows sub-categories only for a section that has them', async () => {
    renderGrid({ section: 'candles', page: 1 });
    expect(await screen.findByRole('group', { name: 'Category' })).toBeTruthy();
    const { container } = renderGrid({ section: 'all', page: 1 });
    await waitFor(() => expect(cards(container)).toHaveLength(12));
    expect(within(container as HTMLElement).queryByRole('group', { name: 'Category' })).toBeNull();
  });

  it('shows a failure with a retry that keeps the filter', async () => {
    let online = false;
    const client = createPublicClient({
      endpoint: 'http://shop.test/graphql',
      fetch: (input, init) => (online ? api.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    const { container } = renderGrid({ section: 'candles', page: 2 }, { client });
    expect(await screen.findByText('We could not reach the shop. Check your connection and try again.')).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards(container).length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('renders right to left with Arabic-Indic prices in Arabic', async () => {
    const { container } = renderGrid({ section: 'candles', page: 1 }, { lang: 'ar' });
    await waitFor(() => expect(cards(container).length).toBeGreaterThan(0));
    expect(container.querySelector('[part="base"]')!.getAttribute('dir')).toBe('rtl');
    expect(cards(container)[0]!.querySelector('.card-price')!.textContent).toMatch(/^[٠-٩٬]+ د\.ع$/);
  });

  it('asks only for the section on show, and another section when its tab is opened (issue 36 item 6)', async () => {
    const { asked, client } = sectionsAsked();
    const { container, changes, rerender } = renderGrid({ section: 'candles', page: 1 }, { client });
    await waitFor(() => expect(cards(container).length).toBeGreaterThan(0));
    // Every effect of the first answer has run: still only the section on show.
    await act(async () => {});
    expect(asked).toEqual([String(SECTIONS.candles)]);
    fireEvent.click(screen.getByRole('button', { name: 'Gift sets' }));
    expect(changes.at(-1)).toMatchObject({ section: 'giftsets', page: 1 });
    rerender(<ProductGrid client={client} filter={changes.at(-1)!} lang="en" storefront="http://shop.test" onFilterChange={(next) => changes.push(next)} onProductSelect={() => {}} />);
    await waitFor(() => expect(asked).toEqual([String(SECTIONS.candles), String(SECTIONS.giftsets)]));
  });

  it('fetches a tab ahead when the pointer rests on it or focus reaches it, and opens it from that answer (SPEC §2)', async () => {
    const { asked, client } = sectionsAsked();
    const { container, changes, rerender } = renderGrid({ section: 'candles', page: 1 }, { client });
    await waitFor(() => expect(cards(container).length).toBeGreaterThan(0));
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Candles' }));
    // focusin: what a browser sends with focus, and what onFocus listens to under preact/compat and React alike.
    fireEvent.focusIn(screen.getByRole('button', { name: 'Accessories' }));
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Gift cards' }));
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Gift cards' }));
    await waitFor(() => expect(asked).toEqual([String(SECTIONS.candles), String(SECTIONS.accessories), String(SECTIONS.giftcards)]));
    fireEvent.click(screen.getByRole('button', { name: 'Gift cards' }));
    rerender(<ProductGrid client={client} filter={changes.at(-1)!} lang="en" storefront="http://shop.test" onFilterChange={(next) => changes.push(next)} onProductSelect={() => {}} />);
    await waitFor(() => expect(container.querySelector('.card-price')?.textContent).toMatch(/IQD$/));
    expect(asked).toHaveLength(3);
  });
});
