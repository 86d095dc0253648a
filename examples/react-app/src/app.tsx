import type {} from '@candleshop/widgets/elements'; // the candle-* tags and events, typed
import { useCallback, useEffect, useRef, useState } from 'react';
import { defineCandleElements } from '@candleshop/widgets';
import { useElementEvent } from './use-element-event.js';

type ChosenProduct = GlobalEventHandlersEventMap['candle-product-select']['detail'];

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The partner's page: its own header and texts around the shop's grid and cart drawer. */
export function App({ endpoint }: { endpoint: string }) {
  const grid = useRef<HTMLElementTagNameMap['candle-product-grid']>(null);
  const drawer = useRef<HTMLElementTagNameMap['candle-cart-drawer']>(null);
  const [chosen, setChosen] = useState<ChosenProduct>();
  const [cart, setCart] = useState<string>();
  const [failed, setFailed] = useState(false);

  // Memoised by the SDK: StrictMode's second effect gets the same promise; after a failure, Retry loads again.
  const load = useCallback(() => {
    setFailed(false);
    defineCandleElements({ endpoint, lang: 'en', partner: 'demo-partner' }).catch(() => setFailed(true));
  }, [endpoint]);
  useEffect(load, [load]);

  // The product is shown in the app instead of following the link to the storefront.
  useElementEvent(grid, 'candle-product-select', (event) => {
    event.preventDefault();
    setChosen(event.detail);
  });
  useElementEvent(drawer, 'candle-cart-change', (event) => {
    const { action, count } = event.detail;
    setCart(action === 'remove' ? `Removed: ${items(count)} left in the cart` : `Updated: ${items(count)} in the cart`);
  });

  return (
    <>
      <header className="app-header">
        <h1>Wick &amp; Co</h1>
        <candle-cart-drawer ref={drawer}></candle-cart-drawer>
      </header>
      <main>
        <p className="cart-status" role="status">
          {cart ?? 'Candles from Candleshop, right in our app.'}
        </p>
        {failed && (
          <p className="failed" role="alert">
            The shop could not be loaded.{' '}
            <button type="button" onClick={load}>
              Retry
            </button>
          </p>
        )}
        {chosen && (
          <section className="chosen" aria-labelledby="chosen-title">
            <h2 id="chosen-title">{chosen.title}</h2>
            <p>You chose this candle. Its full page is in the shop.</p>
            <a href={chosen.href}>View in the shop</a>
            <button type="button" onClick={() => setChosen(undefined)}>
              Back to all candles
            </button>
          </section>
        )}
        <candle-product-grid ref={grid} section="candles"></candle-product-grid>
      </main>
    </>
  );
}
