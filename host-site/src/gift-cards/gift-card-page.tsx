import { useEffect, useState } from 'react';
import { formatDate, giftCardMessages, readGiftCardCode, siteMessages, type DescribedError } from '@candleshop/core';
import { I18nProvider, useI18n, useMessages } from '@candleshop/ui';
import { usePageMeta, usePrivatePage } from '../frame/page-meta.js';
import { BalanceForm } from './balance-form.js';
import { CardView } from './card-view.js';
import { takeCodeFromAddress } from './code-from-address.js';
import { RecipientForm } from './recipient-form.js';
import { useGiftCard } from './use-gift-card.js';

const AREAS = [giftCardMessages, siteMessages];

/**
 * /gift-card (issue 35 item 1): the page a gift card's link opens, `/gift-card#CODE`. The code is
 * read from the fragment after render and taken out of the address at once; it lives in this
 * page's memory only. Shows the card (amount, balance left, QR code, a print layout of one A6
 * sheet), lets its holder send it to someone, and checks any card's balance by a typed code.
 */
export function GiftCardPage() {
  const { i18n } = useMessages(useI18n().lang, AREAS);
  if (!i18n) return null;
  return (
    <I18nProvider value={i18n}>
      <CardPage />
    </I18nProvider>
  );
}

function CardPage() {
  const { t, lang } = useI18n();
  usePrivatePage();
  usePageMeta(t('giftCardPage.title'), t('giftCardPage.title'));
  const cards = useGiftCard();
  const [opening, setOpening] = useState(true);
  const [linkProblem, setLinkProblem] = useState<DescribedError>();
  useEffect(() => {
    const fragment = takeCodeFromAddress();
    const code = fragment && readGiftCardCode(fragment);
    if (fragment && !code) setLinkProblem({ title: 'feedback.fail', message: 'giftCardPage.errors.mistyped' });
    if (!code) return setOpening(false);
    void cards.open(code).finally(() => setOpening(false));
    // Once, on arrival: the fragment is gone after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const held = cards.held;
  const { card } = held ?? {};
  return (
    <div className="container narrow gift-card-page">
      <h1 className="no-print">{t('giftCardPage.title')}</h1>
      {opening ? (
        <p role="status" aria-busy="true" className="notice">
          {t('giftCardPage.loading')}
        </p>
      ) : null}
      {held ? <CardView held={held} /> : !opening ? <p className="muted">{t(linkProblem?.message ?? 'giftCardPage.noCode')}</p> : null}
      {card?.recipientName ? (
        <p role="status" className="gift-card-recipient no-print">
          {card.sentToRecipient
            ? t('giftCardPage.send.sent', { name: card.recipientName })
            : t('giftCardPage.send.scheduled', { name: card.recipientName, date: formatDate(new Date(`${card.sendOn}T12:00:00+03:00`), lang) })}
        </p>
      ) : null}
      {held && card?.status === 'active' && !card.sentToRecipient ? <RecipientForm key={held.code} code={held.code} onSent={cards.replace} /> : null}
      <BalanceForm onCheck={cards.open} busy={cards.busy && !opening} failure={opening ? undefined : cards.failure} />
    </div>
  );
}
