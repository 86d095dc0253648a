import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { buyingMessages, type Lang, type MessageArea } from '@candleshop/core';
import { useMessages } from './i18n-context.js';

afterEach(cleanup);

function Heading({ lang, areas }: { lang: Lang; areas?: readonly MessageArea[] }) {
  const { i18n, failed, retry } = useMessages(lang, areas);
  if (failed) return <button onClick={retry}>retry</button>;
  return <p>{i18n ? `${i18n.t('common.retry')} / ${i18n.t('cartView.heading')}` : 'loading'}</p>;
}

describe('useMessages', () => {
  it('loads the shop-wide messages, and an area only when asked', async () => {
    render(<Heading lang="en" />);
    expect(await screen.findByText('Try again / cartView.heading')).toBeTruthy();
    cleanup();
    render(<Heading lang="ar" areas={[buyingMessages]} />);
    expect(await screen.findByText('حاول مرة أخرى / سلة التسوق')).toBeTruthy();
  });

  it('does not reload when a render passes the same areas in a new array, and retries a failed area', async () => {
    const load = vi
      .fn<MessageArea['load']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { cartView: { heading: 'Basket' } } });
    const area: MessageArea = { name: 'buying', load };
    const view = render(<Heading lang="ku" areas={[area]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'retry' }));
    expect(await screen.findByText(/ \/ Basket$/)).toBeTruthy();
    view.rerender(<Heading lang="ku" areas={[area]} />);
    expect(await screen.findByText(/ \/ Basket$/)).toBeTruthy();
    expect(load.mock.calls).toEqual([['ku'], ['ku']]);
  });
});
