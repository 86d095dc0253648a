import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type CandleElement<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

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
