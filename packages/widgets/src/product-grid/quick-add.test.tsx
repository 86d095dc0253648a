import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { ALL_MESSAGE_AREAS, cart, connectAccountCarts, createPublicClient, createTranslator, loadMessages, textDirection, type ShopFilter } from '@candleshop/core';
import { I18nProvider, type CardProduct } from '@candleshop/ui';
import { startTestApi, type TestApi } from '../../../../tests/support/test-api.js';
import type { AnalyticsItem } from '../internal/analytics.js';
import { ProductGrid } from './product-grid.js';
import { ProductResults } from './product-results.js';
import { connectRefusingCarts } from '../../../../tests/support/refusing-carts.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(async () => {
  cleanup();
  await connectAccountCarts(undefined);
  if (localStorage.getItem('cart')) cart.clear();
});

function renderGrid(lang: 'en' | 'ar' = 'en') {
  const added: AnalyticsItem[] = [];
  const client = createPublicClient({ endpoint: 'http://shop.test/graphql', fetch: api.fetch });
  const filter: ShopFilter = { section: 'candles', page: 1 };
  const view = render(<ProductGrid client={client} filter={filter} lang={lang} storefront="http://shop.test" onFilterChange={() => {}} onProductSelect={() => {}} onAdded={(item) => added.push(item)} />);
  return { ...view, added };
}

// The first card that can be added, and its quick add opened.
async function openFirst(lang: 'en' | 'ar' = 'en') {
  const view = renderGrid(lang);
  await waitFor(() => expect(view.container.querySelectorAll('button[part="card-add"]').length).toBeGreaterThan(0));
  const button = view.container.querySelector<HTMLButtonElement>('button[part="card-add"]')!;
  const title = button.querySelector('.visually-hidden')!.textContent!.replace(/^: /, '');
  // Its name ends with the product's: twelve buttons are told apart.
  expect(button.textContent).toBe(`${lang === 'en' ? 'Add to cart' : 'أضف إلى السلة'}: ${title}`);
  fireEvent.click(button);
  const dialog = view.container.querySelector<HTMLDialogElement>('dialog[part="quick-add"]')!;
  await waitFor(() => expect(within(dialog).getByRole('group', { name: lang === 'en' ? 'Size' : 'الحجم' })).toBeTruthy());
  return { ...view, button, title, dialog };
}

describe('the quick add of a grid card', { timeout: 30_000 }, () => {
  it('opens a dialog named after the product with its sizes, colours, scents, price and quantity', async () => {
    const { dialog, title } = await openFirst();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe(title);
    expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
    const sizes = within(within(dialog).getByRole('group', { name: 'Size' })).getAllByRole('radio') as HTMLInputElement[];
    // SPEC §2: the first size is pre-selected, and the price is that size's, from the server.
    expect(sizes[0]!.checked).toBe(true);
    const firstPrice = within(dialog).getByText(/IQD$/, { selector: '.product-price' }).textContent;
    fireEvent.click(sizes.at(-1)!);
    const label = sizes.at(-1)!.closest('label')!.textContent!;
    expect(within(dialog).getByText(/IQD$/, { selector: '.product-price' }).textContent).toContain(label.split(' · ')[1]!);
    if (sizes.length > 1) expect(within(dialog).getByText(/IQD$/, { selector: '.product-price' }).textContent).not.toBe(firstPrice);
    expect(within(dialog).getByRole('group', { name: `Quantity of ${title}` })).toBeTruthy();
  });

  it('asks for a colour and a scent, then adds the line to the shared cart and reports add_to_cart', async () => {
    const { dialog, title, added } = await openFirst();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(within(dialog).getByText('Pick color')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();
    const colours = within(dialog).queryByRole('group', { name: 'Colour' });
    if (colours) fireEvent.click(within(colours).getAllByRole('radio')[0]!);
    const scents = within(dialog).queryByRole('group', { name: 'Scent' });
    if (scents) fireEvent.click(within(scents).getAllByRole('radio')[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of ' + title }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await within(dialog).findByText('✓ Added to your cart')).toBeTruthy();
    const lines = JSON.parse(localStorage.getItem('cart')!).items;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 2, product: { details: { title } } });
    expect(added).toEqual([expect.objectContaining({ item_name: title, item_category: 'candle', quantity: 2, price: lines[0].total / 2 })]);
  });

  it('shows the failure and keeps the choice, back to idle', async () => {
    await connectRefusingCarts();
    const { dialog, added } = await openFirst();
    const sizes = within(within(dialog).getByRole('group', { name: 'Size' })).getAllByRole('radio') as HTMLInputElement[];
    fireEvent.click(sizes.at(-1)!);
    for (const group of ['Colour', 'Scent']) {
      const found = within(dialog).queryByRole('group', { name: group });
      if (found) fireEvent.click(within(found).getAllByRole('radio').at(-1)!);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Fail Could not add to your cart');
    expect(within(dialog).getByRole('button', { name: 'Add to cart' }).getAttribute('aria-disabled')).toBeNull();
    expect(sizes.at(-1)!.checked).toBe(true);
    expect(added).toEqual([]);
  });

  it('closes from its close button and gives focus back to the card button', async () => {
    const { dialog, button } = await openFirst();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(document.activeElement).toBe(button);
    expect(within(dialog).queryByRole('group', { name: 'Size' })).toBeNull();
  });

  it('works in Arabic, right to left, with prices in Arabic-Indic digits', async () => {
    const { dialog, container } = await openFirst('ar');
    expect(container.querySelector('[part="base"]')!.getAttribute('dir')).toBe('rtl');
    expect(within(dialog).getByText(/د\.ع$/, { selector: '.product-price' }).textContent).toMatch(/[٠-٩]/);
    expect(within(dialog).getByRole('button', { name: 'أضف إلى السلة' })).toBeTruthy();
  });
});

describe('a card without stock', () => {
  it('says out of stock on a disabled button', async () => {
    const t = createTranslator('en', await loadMessages('en', ALL_MESSAGE_AREAS));
    const product = (id: string, stock: number): CardProduct => ({ id, stock, new: false, rating: 4, ratings: 1, details: { title: `Candle ${id}`, image: '/a.svg', price: 9000 }, sizes: [] });
    render(
      <I18nProvider value={{ lang: 'en', dir: textDirection('en'), t }}>
        <ProductResults products={[product('1', 0), product('2', 3)]} loading={false} storefront="http://shop.test" onRetry={() => {}} onSelect={() => {}} onAdd={() => {}} />
      </I18nProvider>,
    );
    const [empty, full] = screen.getAllByRole('article');
    const none = within(empty!).getByRole('button') as HTMLButtonElement;
    expect(none.textContent).toBe('Out of stock: Candle 1');
    expect(none.disabled).toBe(true);
    expect(within(full!).getByRole('button').textContent).toBe('Add to cart: Candle 2');
    expect((within(full!).getByRole('button') as HTMLButtonElement).disabled).toBe(false);
  });
});
