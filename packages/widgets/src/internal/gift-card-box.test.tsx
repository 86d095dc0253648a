import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { ALL_MESSAGE_AREAS, createAccountClient, createGiftCardList, createTranslator, giftCardCodeOf, loadMessages, textDirection, type Lang } from '@candleshop/core';
import { I18nProvider } from '@candleshop/ui';
import { GiftCardBox, type GiftCardBoxOptions } from './gift-card-box.js';

afterEach(cleanup);

// A form's box holding one card that pays all it is due (the server is never asked: the card is in).
async function renderCovered(lang: Lang, cover: GiftCardBoxOptions['cover']) {
  const t = createTranslator(lang, await loadMessages(lang, ALL_MESSAGE_AREAS));
  const cards = createGiftCardList();
  cards.set([{ code: giftCardCodeOf(new Uint8Array(12).fill(5)), balance: 100_000 }]);
  const client = createAccountClient({ endpoint: 'http://shop.test/graphql', fetch: () => Promise.reject(new Error('not asked')) });
  render(
    <I18nProvider value={{ lang, dir: textDirection(lang), t }}>
      <GiftCardBox client={client} cards={cards} due={40_000} cover={cover} />
    </I18nProvider>,
  );
}

// Issue 35: the refill request and the ticket form say in their own words that the cards pay it all.
describe('the gift-card box of a form without a summary', () => {
  it.each([
    ['en', 'giftCard.coversRefill', 'Your gift cards pay the whole refill: no payment is needed.'],
    ['en', 'giftCard.coversTickets', 'Your gift cards pay for the tickets: no payment is needed.'],
    ['ar', 'giftCard.coversRefill', 'بطاقات الهدايا تغطي التعبئة كلها: لا حاجة إلى الدفع.'],
    ['ar', 'giftCard.coversTickets', 'بطاقات الهدايا تغطي ثمن التذاكر: لا حاجة إلى الدفع.'],
  ] as const)('in %s, with %s, says so when the cards pay everything', async (lang, cover, text) => {
    await renderCovered(lang, cover);
    expect((await screen.findByRole('status')).textContent).toBe(text);
    // Never the checkout's order wording.
    expect(screen.queryByText(/order|الطلب/)).toBeNull();
  });
});
