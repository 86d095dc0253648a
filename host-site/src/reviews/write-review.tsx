import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { $auth, accountOperations, formatNumber, MAX_RATING, type ResultOf, reviewBlock, reviewSchema, shopFailures, showFeedback, validate } from '@candleshop/core';
import { useI18n, useMutation } from '@candleshop/ui';
import { accountClient } from '../account/session.js';
import { Modal } from '../forms/modal.js';
import { useForm } from '../forms/use-form.js';

/** A review as addReview answers it. */
export type PostedReview = ResultOf<typeof accountOperations.AddReview>['addReview'];

/** SPEC §4 Review modal: products reviewed in this session (the "reviewed" flag). */
export const $reviewedProducts = atom<readonly string[]>([]);

/** Options of {@link WriteReview}. */
export interface WriteReviewOptions {
  /** The product: its id, title and review flag (SPEC §3 Product.review); undefined while it loads. */
  product: { id: string; review: boolean | undefined; details: { title: string } };
  /** Called after a review was posted, so the page can refresh its review list. */
  onPosted?: (review: PostedReview) => void;
}

/**
 * The write-review button and modal of the product page (SPEC §2 Product details, §4 Review modal,
 * §5 Review, §8 Review messages).
 */
export function WriteReview({ product, onPosted }: WriteReviewOptions) {
  const { t, lang } = useI18n();
  const auth = useStore($auth);
  const reviewed = useStore($reviewedProducts).includes(product.id);
  const id = useId();
  const [open, setOpen] = useState(false);
  const { form, setForm, edit } = useForm({ rating: 0, text: '' });
  const { rating, text } = form;
  const { run, busy } = useMutation(accountClient, accountOperations.AddReview, { failures: shopFailures.review });

  // Until the customer's own flag arrives, a click would wrongly say "already reviewed".
  const checking = product.review === undefined;

  const start = () => {
    if (checking) return;
    // SPEC §4: opens only if signed in, the review flag allows it and not reviewed in this session.
    const blocked = reviewBlock({ loggedIn: auth.loggedIn, review: product.review === true, reviewed, pending: auth.pending });
    if (blocked) return showFeedback({ kind: 'info', title: 'feedback.info', message: blocked });
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // SPEC §5: a review out of range or without text is ignored; the server takes 1 to 5 stars.
    const checked = validate(reviewSchema, { rating, review: text });
    if (!checked.ok || rating < 1) return;
    const result = await run({ id: product.id, rating, review: checked.data.review });
    if (result.failure) {
      if (result.failure.message === 'review.alreadyReviewed') $reviewedProducts.set([...$reviewedProducts.get(), product.id]);
      return showFeedback({ kind: 'fail', ...result.failure });
    }
    $reviewedProducts.set([...$reviewedProducts.get(), product.id]);
    setOpen(false);
    setForm({ rating: 0, text: '' });
    showFeedback({ kind: 'success', title: 'feedback.success', message: 'review.reviewAdded' });
    onPosted?.(result.data.addReview);
  };

  return (
    <div className="write-review">
      <button type="button" className="button" onClick={start} aria-disabled={checking || undefined} aria-busy={checking || undefined}>
        {t('writeReview.open')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`} className="review-modal">
        <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
          <h2 id={`${id}-title`}>{t('writeReview.heading', { product: product.details.title })}</h2>
          <fieldset className="star-picker">
            <legend>{t('writeReview.rating')}</legend>
            {Array.from({ length: MAX_RATING }, (_, index) => index + 1).map((stars) => (
              <label key={stars} className={stars <= rating ? 'star on' : 'star'}>
                <input type="radio" name={`${id}-rating`} value={stars} checked={rating === stars} onChange={() => edit('rating', stars)} />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('writeReview.star', { count: stars })}</span>
              </label>
            ))}
            <span className="star-count" aria-hidden="true">
              {formatNumber(rating, lang)}/{formatNumber(MAX_RATING, lang)}
            </span>
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-text`}>{t('writeReview.text')}</label>
            <textarea id={`${id}-text`} rows={5} maxLength={2000} value={text} onChange={(e) => edit('text', e.currentTarget.value)} />
          </div>
          <div className="form-actions">
            <button type="submit" className="button" disabled={busy} aria-disabled={rating < 1 || !text.trim() || undefined}>
              {t(busy ? 'writeReview.busy' : 'writeReview.submit')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
              {t('writeReview.cancel')}
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
