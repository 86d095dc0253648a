import { formatPrice, isolateIn } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import type { HeldCard } from './use-gift-card.js';

// The QR code is the server's data URL (an SVG); anything else is not shown as an image.
const qrImage = (url: string) => (/^data:image\/svg\+xml;base64,/.test(url) ? url : undefined);

/**
 * One gift card as its holder sees it and prints it (issue 35 item 1): the amount, the balance
 * left, the code and its QR code, on a sheet the print style fits on one A6 page.
 */
export function CardView({ held }: { held: HeldCard }) {
  const { t, lang } = useI18n();
  const { card, code } = held;
  return (
    <article className="gift-card-sheet" aria-labelledby="gift-card-heading">
      <h2 id="gift-card-heading">{t('giftCardPage.heading', { last4: isolateIn(lang, card.last4) })}</h2>
      <dl className="order-facts">
        <dt>{t('giftCardPage.amount')}</dt>
        <dd data-amount={card.amount}>{formatPrice(card.amount, lang)}</dd>
        <dt>{t('giftCardPage.balance')}</dt>
        <dd data-balance={card.balance}>
          <strong>{formatPrice(card.balance, lang)}</strong>
        </dd>
      </dl>
      <figure className="gift-card-qr">
        <img src={qrImage(card.qrCode)} alt={t('giftCardPage.qr')} width={180} height={180} />
        <figcaption>
          <span className="visually-hidden">{t('giftCardPage.code')} </span>
          <code dir="ltr" className="gift-card-code">
            {code}
          </code>
        </figcaption>
      </figure>
      {card.status === 'void' ? (
        <p role="status" className="notice">
          {t('giftCardPage.void')}
        </p>
      ) : (
        <p className="gift-card-spend">{t('giftCardPage.spend')}</p>
      )}
      <button type="button" className="button secondary no-print" onClick={() => window.print()}>
        {t('giftCardPage.print')}
      </button>
    </article>
  );
}
