import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { $rememberedPage } from '@candleshop/core';
import { network, renderIn, stubNetwork } from '../test-support.js';
import { $router } from '../router.js';
import { WorkshopsPage } from '../tickets/workshops-page.js';
import { RefillPage } from './refill-page.js';

stubNetwork();

// What a widget dispatches once it has made a request: the page opens the next step in-app when it is on this shop.
function dispatch(element: Element, type: string, detail: Record<string, unknown>) {
  const event = new CustomEvent(type, { bubbles: true, composed: true, cancelable: true, detail });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('RefillPage', () => {
  it('presets the refill builder with the choices in the address, and no other parameter; its plans are the account’s', async () => {
    await renderIn(<RefillPage search={{ container: '2', size: '20', scent: '4', quantity: '3', utm_source: 'mail' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Refill your candle jar' })).toBeTruthy();
    const builder = document.querySelector('candle-refill-builder')!;
    expect(Object.fromEntries([...builder.attributes].map((attribute) => [attribute.name, attribute.value]))).toEqual({
      container: '2',
      size: '20',
      scent: '4',
      quantity: '3',
      'plans-href': '/account/orderHistory#refill-plans',
    });
  });

  it("signs in from the builder's plan link and comes back to the refill as built (issue 37 item 1)", async () => {
    await renderIn(<RefillPage search={{ container: '2', size: '20' }} />, 'ar');
    const builder = document.querySelector('candle-refill-builder')!;
    expect(builder.getAttribute('plans-href')).toBe('/ar/account/orderHistory#refill-plans');
    // The shopper's later choices are on the element's attributes (the builder writes them back).
    builder.setAttribute('scent', '4');
    const shadow = builder.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<a part="plan-sign-in" href="/ar/account/orderHistory#refill-plans">sign in</a><a part="other" href="/ar/account/orderHistory">plans</a>';
    const click = (link: Element) => !link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0 }));
    expect(click(shadow.querySelector('[part="other"]')!)).toBe(false);
    expect(click(shadow.querySelector('[part="plan-sign-in"]')!)).toBe(true);
    expect($rememberedPage.get()).toBe('/refill?container=2&size=20&scent=4');
    expect($router.get()?.route).toBe('signin');
  });
});

describe('WorkshopsPage', () => {
  it('shows the workshop tickets element, chosen workshop first', async () => {
    await renderIn(<WorkshopsPage search={{ workshop: '2' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Candle workshops' })).toBeTruthy();
    expect(document.querySelector('candle-workshop-tickets')?.getAttribute('workshop')).toBe('2');
    expect(screen.queryByRole('region', { name: 'Your ticket' })).toBeNull();
  });

  it("shows a guest's cash ticket above the workshops when the address names it (SPEC §2)", async () => {
    await renderIn(<WorkshopsPage search={{ id: '31', token: 't-31', email: 'sara@example.com', type: 'ticket' }} />);
    expect(screen.getByRole('region', { name: 'Your ticket' })).toBeTruthy();
    expect(await screen.findByText('This ticket could not be found. Check the link in your confirmation email.', { exact: false })).toBeTruthy();
    expect(network.sent[0]).toEqual({ operation: 'GuestTicket', variables: { uuid: 't-31', email: 'sara@example.com' } });
  });
});

// Each widget page and the event its widget sends with where the buyer goes next.
const next = [
  { name: 'RefillPage', ui: <RefillPage search={{}} />, tag: 'candle-refill-builder', event: 'candle-refill-requested', to: 'request', href: '/refills/12' },
  { name: 'WorkshopsPage', ui: <WorkshopsPage search={{}} />, tag: 'candle-workshop-tickets', event: 'candle-ticket-created', to: 'ticket', href: '/tickets/31' },
];

describe.each(next)('$name', ({ ui, tag, event, to, href }) => {
  it("opens the widget's next page of this shop in-app, and leaves a provider's or another site's to the widget", async () => {
    await renderIn(ui);
    const widget = document.querySelector(tag)!;
    expect(dispatch(widget, event, { to, href })).toBe(true);
    expect($router.get()?.path).toBe(href);
    expect(dispatch(widget, event, { to: 'provider', href: 'https://pay.example/z' })).toBe(false);
    expect(dispatch(widget, event, { to, href: `https://elsewhere.example${href}` })).toBe(false);
  });
});
