import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';

const load = async () => ({ ...(await import('./attribution.js')), ...(await import('../api/page-headers.js')), ...(await import('../api/transport.js')) });
const LATER = '2099-01-01T00:00:00.000Z';

describe('partner attribution on the page', () => {
  beforeEach(freshPage);

  it("sends the widgets' partner key with every request once one is set", async () => {
    const { setPartnerKey, pageHeaders, post } = await load();
    setPartnerKey(undefined);
    expect(pageHeaders()).toEqual({});
    setPartnerKey('demo-partner');
    const sent: Headers[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return new Response(JSON.stringify({ data: { ok: true } }));
    }) as unknown as typeof globalThis.fetch;
    await post('https://shop.example/graphql', { query: 'query Q { ok }' } as never, {}, { credentials: 'omit', fetch });
    expect(sent[0]!.get('candle-partner')).toBe('demo-partner');
    expect(sent[0]!.get('content-type')).toBe('application/json');
  });

  it('keeps the last attribution beside the cart and sends it again on the next page while it lasts', async () => {
    const { keepAttribution, pageHeaders } = await load();
    keepAttribution({ token: 'first', expiresAt: LATER });
    keepAttribution({ token: 'last', expiresAt: LATER });
    expect(pageHeaders()['candle-attribution']).toBe('last');
    // A new page: the shared headers are gone, the stored attribution is not.
    freshPage();
    localStorage.setItem('partner_attribution', JSON.stringify({ token: 'last', expiresAt: LATER }));
    const next = await load();
    expect(next.restoreAttribution()).toEqual({ token: 'last', expiresAt: LATER });
    expect(next.pageHeaders()['candle-attribution']).toBe('last');
  });

  it('drops an expired or damaged attribution and sends none', async () => {
    const { restoreAttribution, pageHeaders } = await load();
    localStorage.setItem('partner_attribution', JSON.stringify({ token: 'old', expiresAt: '2026-01-01T00:00:00.000Z' }));
    expect(restoreAttribution(localStorage, Date.parse('2026-02-01T00:00:00.000Z'))).toBeUndefined();
    expect(localStorage.getItem('partner_attribution')).toBeNull();
    expect(pageHeaders()).toEqual({});
    localStorage.setItem('partner_attribution', '{not json');
    expect(restoreAttribution()).toBeUndefined();
    expect(localStorage.getItem('partner_attribution')).toBeNull();
  });

  it('still sends an attribution when storage refuses it', async () => {
    const { keepAttribution, pageHeaders } = await load();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {},
    };
    keepAttribution({ token: 'kept', expiresAt: LATER }, refusing);
    expect(pageHeaders()['candle-attribution']).toBe('kept');
  });
});
