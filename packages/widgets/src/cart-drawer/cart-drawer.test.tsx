import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { cart, connectAccountCarts, refillCart, type CartBackend, type CartDraft, type CartItem, type RefillDraft } from '@candleshop/core';
import { CartDrawer } from './cart-drawer.js';

const candle = (overrides: Partial<CartDraft> = {}): CartDraft => ({
  product: { id: '7', stock: 3, details: { title: 'Oud & Amber', image: 'http://shop.test/media/p7.svg', price: null } },
  size: { id: '71', size: { id: '2', title: '200 g' }, price: 18000 },
  color: { id: '3', title: 'Ivory', color: '#fffff0' },
  scent: { id: '4', title: 'Oud', image: null },
  quantity: 1,
  ...overrides,
});

const refill = (overrides: Partial<RefillDraft> = {}): RefillDraft => ({
  wick: { id: '1', title: 'Cotton wick', price: 1500 },
  container: { id: '2', title: 'Amber jar' },
  color: { id: '3', title: 'Ivory', color: '#fffff0', refill: 6000 },
  size: { id: '5', title: '250 g', value: 250 },
  scent: { id: '4', title: 'Oud' },
  quantity: 1,
  ...overrides,
});

// happy-dom refuses to delete a localStorage key that is not there, so only a stored cart is cleared.
function emptyCarts() {
  if (localStorage.getItem('cart')) cart.clear();
  if (localStorage.getItem('refill-cart')) refillCart.clear();
}
// An open drawer with lines asks for its promotion (use-cart-promotion.ts): a suite that does not
// answer it finds the network out of reach, as offline, rather than looking shop.test up.
beforeEach(() => {
  emptyCarts();
  vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  cleanup();
  await connectAccountCarts(undefined);
  emptyCarts();
});

async function openDrawer(lang: 'en' | 'ar' = 'en', onChange = vi.fn(), storefront = 'http://shop.test') {
  const view = render(<CartDrawer lang={lang} storefront={storefront} endpoint="http://shop.test/graphql" onChange={onChange} />);
  const button = await screen.findByRole('button', { name: lang === 'en' ? /^Cart, / : /^السلة، / });
  fireEvent.click(button);
  const dialog = view.container.querySelector('dialog')!;
  await waitFor(() => expect(dialog.open).toBe(true));
  return { ...view, button, dialog, onChange };
}

const quantityOf = (dialog: HTMLElement, title: string) =>
  within(dialog)
    .getByRole('group', { name: `Quantity of ${title}` })
    .querySelector('output')!.textContent;

describe('CartDrawer', () => {
  it('counts cart and refill lines on its badge and in its label', async () => {
    await cart.add(candle({ quantity: 2 }));
    await cart.add(candle({ scent: { id: '9', title: 'Rose' } }));
    await refillCart.add(refill());
    render(<CartDrawer lang="en" storefront="http://shop.test" endpoint="http://shop.test/graphql" />);
    const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
    expect(button.querySelector('[part="badge"]')!.textContent).toBe('3');
    await cart.remove('p:7:71:3:9');
    await cart.remove('p:7:71:3:4');
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
  });

  it('shows each line with its choices, unit price, total, the subtotal and the checkout link', async () => {
    await cart.add(candle({ quantity: 2 }));
    await refillCart.add(refill({ quantity: 2 }));
    const { dialog } = await openDrawer();
    const [item, refillLine] = within(dialog).getAllByRole('listitem');
    expect(within(item!).getByRole('link', { name: 'Oud & Amber' }).getAttribute('href')).toBe('http://shop.test/products/7');
    expect(item!.querySelector('.line-choices')!.textContent).toBe('Size200 gColourIvoryScentOud');
    expect(item!.querySelector('.line-unit')!.textContent).toBe('18,000 IQD each');
    expect(item!.querySelector('.line-total')!.textContent).toBe('Line total: 36,000 IQD');
    expect(refillLine!.querySelector('.line-title')!.textContent).toBe('Refill in Amber jar');
    expect(refillLine!.querySelector('.line-choices')!.textContent).toBe('WickCotton wickContainerAmber jarColourIvorySize250 gScentOud');
    expect(refillLine!.querySelector('.line-unit')!.textContent).toBe('16,500 IQD each');
    expect(dialog.querySelector('[part="subtotal"]')!.textContent).toBe('69,000 IQD');
    expect(within(dialog).getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('http://shop.test/checkout');
  });

  it('stops plus at the stock and lets minus at 1 remove the line (SPEC §5 Cart)', async () => {
    await cart.add(candle({ quantity: 2 }));
    const { dialog, onChange } = await openDrawer();
    const plus = within(dialog).getByRole('button', { name: 'Increase quantity of Oud & Amber' });
    fireEvent.click(plus);
    await waitFor(() => expect(quantityOf(dialog, 'Oud & Amber')).toBe('3'));
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus);
    await Promise.resolve();
    expect(quantityOf(dialog, 'Oud & Amber')).toBe('3');
    expect(JSON.parse(localStorage.getItem('cart')!).items[0].quantity).toBe(3);

    const minus = within(dialog).getByRole('button', { name: 'Decrease quantity of Oud & Amber' });
    fireEvent.click(minus);
    await waitFor(() => expect(quantityOf(dialog, 'Oud & Amber')).toBe('2'));
    fireEvent.click(minus);
    await waitFor(() => expect(quantityOf(dialog, 'Oud & Amber')).toBe('1'));
    fireEvent.click(minus);
    await waitFor(() => expect(within(dialog).queryByRole('listitem')).toBeNull());
    expect(onChange.mock.calls.map(([change]) => change.action)).toEqual(['quantity', 'quantity', 'quantity', 'remove']);
  });

  it('gives refill lines no upper bound', async () => {
    await refillCart.add(refill({ quantity: 40 }));
    const { dialog } = await openDrawer();
    const plus = within(dialog).getByRole('button', { name: 'Increase quantity of Refill in Amber jar' });
    expect(plus.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(plus);
    await waitFor(() => expect(quantityOf(dialog, 'Refill in Amber jar')).toBe('41'));
  });

  it('says the cart is empty once the last line is removed', async () => {
    await cart.add(candle());
    const { dialog } = await openDrawer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Oud & Amber' }));
    expect(await within(dialog).findByText('Your cart is empty')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('http://shop.test/shop');
    expect(within(dialog).queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
  });

  it('shows progress while a change is on its way, and a failed change keeps the line as it was', async () => {
    let release!: () => void;
    let fail = false;
    const lines: CartItem[] = [{ ...candle(), id: 'srv-1', total: 18000 }];
    const account: CartBackend<CartItem> = {
      list: async () => lines,
      add: async () => lines,
      edit: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        if (fail) throw { graphQLErrors: [{ message: 'internal' }] };
        return [{ ...lines[0]!, quantity: 2, total: 36000 }];
      },
      remove: async () => lines,
    };
    const empty: CartBackend<never> = { list: async () => [], add: async () => [], edit: async () => [], remove: async () => [] };
    await connectAccountCarts({ cart: account, refillCart: empty });
    const { dialog } = await openDrawer();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Oud & Amber' }));
    expect(await within(dialog).findByText('Updating…')).toBeTruthy();
    expect(within(dialog).getByRole('listitem').getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(quantityOf(dialog, 'Oud & Amber')).toBe('2'));
    expect(within(dialog).queryByText('Updating…')).toBeNull();

    fail = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Oud & Amber' }));
    await waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An error occurred.');
    expect(quantityOf(dialog, 'Oud & Amber')).toBe('2');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('closes on its close button, giving focus back to the cart button', async () => {
    await cart.add(candle());
    const { dialog, button } = await openDrawer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders right to left with Arabic-Indic digits in Arabic', async () => {
    await cart.add(candle({ quantity: 2 }));
    const { container, button, dialog } = await openDrawer('ar');
    expect(container.querySelector('[part="base"]')!.getAttribute('dir')).toBe('rtl');
    expect(button.getAttribute('aria-label')).toBe('السلة، عدد العناصر: ١');
    expect(dialog.querySelector('[part="subtotal"]')!.textContent).toMatch(/^[٠-٩٬]+ د\.ع$/);
    expect(dialog.querySelector('output')!.textContent).toBe('٢');
  });

  it('has no serious accessibility violation, open or closed', async () => {
    await cart.add(candle());
    await refillCart.add(refill());
    const { container } = await openDrawer();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
  });

  describe('with a promotion (issue 35 item 4)', () => {
    const realFetch = globalThis.fetch;
    afterEach(() => {
      globalThis.fetch = realFetch;
    });

    /** The shop answers each quote with 20% off the candles, and counts the questions. */
    function promotionServer() {
      const asked: Array<Record<string, unknown>> = [];
      globalThis.fetch = (async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { operationName: string; variables: { products: Array<{ quantity: number }> } };
        asked.push(body.variables);
        const units = body.variables.products.reduce((sum, line) => sum + line.quantity, 0);
        return Response.json({ data: { promotionQuote: { discount: units * 3600, name: 'Eid sale', code: null, replaces: null } } });
      }) as unknown as typeof fetch;
      return asked;
    }

    it('shows the subtotal struck through, the server’s reduced one and the promotion, asked again when the lines change', async () => {
      const asked = promotionServer();
      await cart.add(candle({ quantity: 2 }));
      await refillCart.add(refill());
      const { dialog } = await openDrawer();
      const subtotal = dialog.querySelector('[part="subtotal"]')!;
      await waitFor(() => expect(subtotal.querySelector('s')?.textContent).toBe('52,500 IQD'));
      expect(subtotal.textContent).toContain('45,300 IQD');
      expect(subtotal.querySelector('.visually-hidden')!.textContent).toBe('Was 52,500 IQD, now 45,300 IQD');
      expect(within(dialog).getByText('Eid sale')).toBeTruthy();
      expect(dialog.querySelector('[part="discount"]')!.textContent).toBe('−7,200 IQD');
      expect(asked[0]).toMatchObject({ products: [{ id: '7', size: '71', color: '3', scent: '4', quantity: 2 }], refillItems: [{ container: '2', quantity: 1 }] });
      await cart.add(candle({ quantity: 1 }));
      await waitFor(() => expect(subtotal.querySelector('s')?.textContent).toBe('70,500 IQD'));
      expect(dialog.querySelector('[part="discount"]')!.textContent).toBe('−10,800 IQD');
    });

    it('in Arabic, with Arabic-Indic digits', async () => {
      promotionServer();
      await cart.add(candle());
      const { dialog } = await openDrawer('ar');
      await waitFor(() => expect(dialog.querySelector('[part="subtotal"] s')?.textContent).toBe('١٨٬٠٠٠ د.ع'));
      expect(dialog.querySelector('[part="discount"]')!.textContent).toBe('−٣٬٦٠٠ د.ع');
    });

    it('shows the subtotal as it is when the quote cannot be had', async () => {
      globalThis.fetch = (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
      await cart.add(candle());
      const { dialog } = await openDrawer();
      expect(dialog.querySelector('[part="subtotal"]')!.textContent).toBe('18,000 IQD');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(dialog.querySelector('[part="subtotal"] s')).toBeNull();
      expect(dialog.querySelector('[part="discount"]')).toBeNull();
    });
  });

  describe('on a partner page (issue 24 item 7)', () => {
    const assign = vi.fn();
    const realFetch = globalThis.fetch;
    let sent: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
    /** The shop's answers to the hand-offs asked for, in turn; the last one again after that. */
    const answer = (...bodies: unknown[]) => {
      globalThis.fetch = (async (_url: string, init: RequestInit) => {
        const asked = JSON.parse(String(init.body)) as (typeof sent)[number];
        // The drawer's promotion quote (issue 35) is its own question: none applies here.
        if (asked.operationName === 'PromotionQuote') return Response.json({ data: { promotionQuote: { discount: 0, name: null, code: null, replaces: null } } });
        sent.push(asked);
        const body = bodies.length > 1 ? bodies.shift() : bodies[0];
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }) as unknown as typeof fetch;
    };
    const handoff = (ref: string) => ({ data: { createCartHandoff: { ref, expiresAt: '2026-11-26T01:00:00Z' } } });
    beforeEach(() => {
      sent = [];
      assign.mockReset();
      vi.spyOn(location, 'assign').mockImplementation(assign);
    });
    afterEach(() => {
      globalThis.fetch = realFetch;
      vi.restoreAllMocks();
    });

    it('opened, its links carry a hand-off of the cart as it is, so a new tab or a copied link brings the cart (issue 34 item 7)', async () => {
      answer(handoff('R'.repeat(43)), handoff('T'.repeat(43)));
      await cart.add(candle({ quantity: 2 }));
      await refillCart.add(refill());
      const { dialog } = await openDrawer('ar', vi.fn(), 'http://shop.test/ar');
      const checkoutLink = within(dialog).getByRole('link', { name: 'المتابعة إلى الدفع' });
      await waitFor(() => expect(checkoutLink.getAttribute('href')).toBe(`http://shop.test/ar/checkout?handoff=${'R'.repeat(43)}`));
      expect(within(dialog).getByRole('link', { name: 'عرض السلة كاملة' }).getAttribute('href')).toBe(`http://shop.test/ar/cart?handoff=${'R'.repeat(43)}`);
      expect(sent.map((body) => body.operationName)).toEqual(['CreateCartHandoff']);
      expect(sent[0]!.variables.products).toEqual([{ id: '7', size: '71', color: '3', scent: '4', quantity: 2 }]);
      // A changed cart is not the one handed off: the links drop the old reference until the new one is made.
      await cart.add(candle({ quantity: 1 }));
      await waitFor(() => expect(checkoutLink.getAttribute('href')).toBe(`http://shop.test/ar/checkout?handoff=${'T'.repeat(43)}`));
      expect(sent[1]!.variables.products).toEqual([{ id: '7', size: '71', color: '3', scent: '4', quantity: 3 }]);
      // A plain click on a prepared link is the browser's own: nothing more is asked of the shop.
      // (The page's own listener, after the drawer's, keeps the test document from navigating.)
      let leftToBrowser: boolean | undefined;
      const stay = (event: Event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', stay);
      fireEvent.click(checkoutLink);
      document.removeEventListener('click', stay);
      expect(leftToBrowser).toBe(true);
      expect(assign).not.toHaveBeenCalled();
      expect(sent).toHaveLength(2);
    });

    it('hands the guest cart off on a click when none could be prepared, and follows the link with the reference only', async () => {
      answer({ errors: [{ message: 'handoff.throttled' }] }, handoff('R'.repeat(43)));
      await cart.add(candle({ quantity: 2 }));
      await refillCart.add(refill());
      const { dialog } = await openDrawer('ar', vi.fn(), 'http://shop.test/ar');
      await waitFor(() => expect(sent).toHaveLength(1));
      const checkoutLink = within(dialog).getByRole('link', { name: 'المتابعة إلى الدفع' });
      expect(checkoutLink.getAttribute('href')).toBe('http://shop.test/ar/checkout');
      fireEvent.click(checkoutLink);
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`http://shop.test/ar/checkout?handoff=${'R'.repeat(43)}`));
      expect(sent.map((body) => body.operationName)).toEqual(['CreateCartHandoff', 'CreateCartHandoff']);
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });

    it('says so when the hand-off fails, and tries again on the next click', async () => {
      answer({ errors: [{ message: 'handoff.throttled' }] });
      await cart.add(candle());
      const { dialog } = await openDrawer('en');
      // The hand-off prepared on opening failed too; that one says nothing, the shopper has not asked yet.
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(within(dialog).queryByRole('alert')).toBeNull();
      const link = within(dialog).getByRole('link', { name: 'View full cart' });
      fireEvent.click(link);
      expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Your cart could not be taken to the shop. Please try again.');
      expect(assign).not.toHaveBeenCalled();
      answer(handoff('S'.repeat(43)));
      fireEvent.click(link);
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`http://shop.test/cart?handoff=${'S'.repeat(43)}`));
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });
  });
});
