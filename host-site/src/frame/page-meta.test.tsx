import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { English } from '../test-support.js';
import { pageTitle, usePageMeta } from './page-meta.js';

afterEach(cleanup);

function Page({ title, description }: { title?: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}

describe('page meta', () => {
  it('names the page, then the shop', () => {
    expect(pageTitle('Our story', 'Candleshop')).toBe('Our story · Candleshop');
    expect(pageTitle('', 'Candleshop')).toBe('Candleshop');
  });

  it('sets the title and the description once rendered', () => {
    render(
      <English>
        <Page title="قصتنا" description="كيف بدأ متجر الشموع" />
      </English>,
    );
    expect(document.title).toBe('قصتنا · Candleshop');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('كيف بدأ متجر الشموع');
  });
});
