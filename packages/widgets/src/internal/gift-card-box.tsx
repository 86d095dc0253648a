import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { checkoutMessages, createGiftCardBox, formatPrice, giftCardCover, giftCardRefusal, type AccountClient, type ApiError, type CheckoutFormModel } from '@candleshop/core';
import { I18nProvider, useI18n, useMessages } from '@candleshop/ui';
import { CodeField } from '../checkout/code-field.js';
import { adoptCss } from './define-element.js';
import { giftCardBoxCss } from './gift-card-box.css.js';

// The box's own chunk, shared by the checkout, the refill request and the ticket form (issue 35),
// with its texts: the checkout's, which the checkout and the refill request have loaded already
// and a ticket form downloads when the box opens (DESIGN §6 budgets: none is in a first download).
const BOX_AREAS = [checkoutMessages];

/** Options of {@link GiftCardBox}. */
export interface GiftCardBoxOptions {
  client: AccountClient;
  /** The form's cards (sent with the order, the refill request or the ticket). */
  cards: CheckoutFormModel['$giftCards'];
  /** What the sale comes to before the cards, when known: each card shows what it pays of it. */
  due: number | undefined;
  /**
   * For a form without a summary of its own: the box then says what the cards pay and what is left,
   * and, when they pay it all, this message key, in the form's own words (the refill's, the tickets').
   */
  cover?: 'giftCard.coversRefill' | 'giftCard.coversTickets';
  /** The server's refusal of the sale: a card's (emptied or stopped meanwhile) is said on the field. */
  refused?: ApiError;
  /** Told what is left to pay after the cards whenever it changes (a form whose cards may pay it all). */
  onLeft?: (left: number) => void;
}

// The code's last four characters, kept left to right inside a right-to-left sentence.
const last4 = (code: string) => `\u2066${code.slice(-4)}\u2069`;

/**
 * Issue 35: add a gift card by its code (read locally, its check character first; then its
 * balance from the server), see what each card pays, remove one. A refusal keeps what was typed.
 */
export function GiftCardBox(options: GiftCardBoxOptions) {
  const { t, lang } = useI18n();
  const { i18n, failed, retry } = useMessages(lang, BOX_AREAS);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (anchor.current) adoptCss(anchor.current, giftCardBoxCss);
  }, []);
  return (
    <div ref={anchor} className="gift-cards">
      {i18n ? (
        <I18nProvider value={i18n}>
          <Box {...options} />
        </I18nProvider>
      ) : failed ? (
        <p className="field-error" role="alert">
          {t('errors.network')}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <p className="muted" aria-busy="true">
          {t('common.loading')}
        </p>
      )}
    </div>
  );
}

function Box({ client, cards, due, cover: showCover, refused, onLeft }: GiftCardBoxOptions) {
  const { t, lang } = useI18n();
  const langRef = useRef(lang);
  langRef.current = lang;
  const box = useMemo(() => createGiftCardBox({ client, lang: () => langRef.current, $cards: cards }), [client, cards]);
  const added = useStore(cards);
  const refusal = giftCardRefusal(refused);
  useEffect(() => {
    if (refusal) box.refuse(refusal);
  }, [box, refusal]);
  const cover = giftCardCover(added, due ?? 0);
  const tell = useRef(onLeft);
  tell.current = onLeft;
  useEffect(() => {
    if (due !== undefined) tell.current?.(cover.left);
  }, [due, cover.left]);
  let left = due ?? 0;
  return (
    <>
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
      {showCover && added.length > 0 && due !== undefined && (
        <>
          <dl className="gift-card-cover" part="gift-card-cover" aria-live="polite">
            <dt>{t('giftCard.paid')}</dt>
            <dd part="gift-card-paid">−{formatPrice(cover.paid, lang)}</dd>
            <dt className="grand">{t('giftCard.left')}</dt>
            <dd className="grand" part="left-to-pay">
              {formatPrice(cover.left, lang)}
            </dd>
          </dl>
          {cover.left === 0 && <p role="status">{t(showCover)}</p>}
        </>
      )}
    </>
  );
}
