import { useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { createGiftCardBox, formatPrice, type AccountClient, type CheckoutFormModel } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { CodeField } from './code-field.js';

/** Options of {@link GiftCardBox}. */
export interface GiftCardBoxOptions {
  client: AccountClient;
  /** The checkout form's cards (sent with the order). */
  cards: CheckoutFormModel['$giftCards'];
  /** What the order comes to before the cards, when known: each card shows what it pays of it. */
  due: number | undefined;
}

// The code's last four characters, kept left to right inside a right-to-left sentence.
const last4 = (code: string) => `\u2066${code.slice(-4)}\u2069`;

/**
 * Issue 35: add a gift card by its code (read locally, its check character first; then its
 * balance from the server), see what each card pays, remove one. A refusal keeps what was typed.
 */
export function GiftCardBox({ client, cards, due }: GiftCardBoxOptions) {
  const { t, lang } = useI18n();
  const langRef = useRef(lang);
  langRef.current = lang;
  const box = useMemo(() => createGiftCardBox({ client, lang: () => langRef.current, $cards: cards }), [client, cards]);
  const added = useStore(cards);
  let left = due ?? 0;
  return (
    <div className="gift-cards">
      {added.length > 0 && (
        <ul className="gift-card-list">
          {added.map((card) => {
            const covers = Math.min(card.balance, left);
            left -= covers;
            return (
              <li key={card.code}>
                <span>{t('giftCard.card', { last4: last4(card.code), balance: formatPrice(card.balance, lang), covers: formatPrice(covers, lang) })}</span>{' '}
                <button type="button" className="link-button" onClick={() => box.remove(card.code)}>
                  {t('giftCard.remove', { last4: last4(card.code) })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <CodeField id="gift-card-code" keys={['giftCard.code', 'giftCard.add', 'giftCard.checking']} model={box} />
    </div>
  );
}
