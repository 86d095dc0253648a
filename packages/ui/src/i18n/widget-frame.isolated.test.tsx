import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import type { Lang, MessageArea } from '@candleshop/core';
import { useMessages } from './i18n-context.js';
import { WidgetFrame } from './widget-frame.js';

afterEach(cleanup);

function Widget({ lang, area }: { lang: Lang; area: MessageArea }) {
  return <WidgetFrame messages={useMessages(lang, [area])}>{({ t }) => <p>{t('cartView.heading')}</p>}</WidgetFrame>;
}

/** An area whose first download fails, as on a dropped connection. */
const offlineOnce = (): MessageArea => ({
  name: 'buying',
  load: vi
    .fn<MessageArea['load']>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ default: { cartView: { heading: 'Basket' } } }),
});

describe('WidgetFrame', () => {
  it.each([
    ['en', '↻ Try again', 'ltr'],
    ['ku', '↻ دووبارە هەوڵ بدەرەوە', 'rtl'],
    ['ar', '↻ حاول مرة أخرى', 'rtl'],
  ] as const)('offers the retry in the widget language (%s) when its texts could not load, and retries', async (lang, words, dir) => {
    const { container } = render(<Widget lang={lang} area={offlineOnce()} />);
    const retry = await screen.findByRole('button', { name: words });
    const base = container.querySelector('[part="base"]')!;
    expect([base.getAttribute('lang'), base.getAttribute('dir')]).toEqual([lang, dir]);
    fireEvent.click(retry);
    expect(await screen.findByText('Basket')).toBeTruthy();
  });
});
