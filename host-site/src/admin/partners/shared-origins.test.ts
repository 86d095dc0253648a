import { describe, expect, it } from 'vitest';
import { partnerSnippet, sharedOrigins } from './shared-origins.js';

const a = { id: '1', name: 'Amber Books', origins: ['https://amber.example', 'https://shared.example'] };
const b = { id: '2', name: 'Blue Cafe', origins: ['https://shared.example'] };
const c = { id: '3', name: 'Cedar Gifts', origins: ['https://cedar.example', 'https://shared.example'] };

describe('sharedOrigins', () => {
  it('names the other partners that list one of its origins', () => {
    expect(sharedOrigins(a, [a, b, c])).toEqual([{ origin: 'https://shared.example', others: ['Blue Cafe', 'Cedar Gifts'] }]);
  });

  it('finds nothing when each origin is one partner’s', () => {
    expect(sharedOrigins(a, [a, { ...b, origins: ['https://blue.example'] }])).toEqual([]);
    expect(sharedOrigins(a, [a])).toEqual([]);
  });
});

describe('partnerSnippet', () => {
  it('is the loader with the partner’s key and the grid, for the shop’s address', () => {
    expect(partnerSnippet('https://shop.example', 'pk_123')).toBe('<script type="module" src="https://shop.example/sdk/candleshop.js" data-partner="pk_123"></script>\n<candle-product-grid></candle-product-grid>');
  });
});
