// PLACEHOLDER, hand-written by the sdk-entry branch: the tokens-manifest branch generates this file
// from custom-elements.json (issue 10 part 4); take theirs at merge. Exported as
// `@candleshop/widgets/elements`. Detail types are spelled out here (no imports), so the file also
// works inside the built package; they match the widgets' own declarations exactly.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type CandleElement<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

declare global {
  interface HTMLElementTagNameMap {
    'candle-product-grid': HTMLElement;
    'candle-cart-drawer': HTMLElement;
    'candle-checkout': HTMLElement;
  }

  interface GlobalEventHandlersEventMap {
    /** <candle-product-grid>: a card was chosen (cancelable: cancel to show the product in-app). */
    'candle-product-select': CustomEvent<{ id: string; title: string; href: string }>;
    /** <candle-cart-drawer>: the shopper changed the cart; `count` is the badge's count after it. */
    'candle-cart-change': CustomEvent<{ kind: 'item' | 'refill'; id: string; action: 'quantity' | 'remove'; count: number }>;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'candle-product-grid': CandleElement<{
        section?: string;
        category?: string;
        collection?: string;
        size?: string;
        color?: string;
        page?: string;
        'hide-tabs'?: boolean;
      }>;
      'candle-cart-drawer': CandleElement<{ lang?: string; storefront?: string }>;
      'candle-checkout': CandleElement<{
        product?: string;
        quantity?: string;
        size?: string;
        color?: string;
        scent?: string;
        fastpay?: boolean;
      }>;
    }
  }
}
