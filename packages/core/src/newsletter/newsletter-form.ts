import { atom, type ReadableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { toApiError } from '../api/api-error.js';
import { describeError, type DescribedError } from '../api/errors.js';
import { NewsletterSignUp } from '../api/operations/newsletter.js';
import type { HumanCheck } from '../human-check/human-check.js';
import type { Lang } from '../i18n/languages.js';
import { newsletterSchema } from '../validation/newsletter.js';
import { newsletterFailures } from './newsletter-errors.js';
import { validate } from '../validation/validate.js';

/** What the newsletter box says after sending: SPEC §8's success, or its failure title and message. */
export type NewsletterOutcome = ({ kind: 'success' } & DescribedError) | ({ kind: 'fail' } & DescribedError);

/** Options of {@link createNewsletterForm}. */
export interface NewsletterFormOptions {
  account: AccountClient;
  humanCheck: HumanCheck;
  lang: () => Lang;
}

/** The newsletter box's state and actions. */
export interface NewsletterForm {
  $email: ReadableAtom<string>;
  /** The email field's message key (SPEC §5), shown after a submit. */
  $error: ReadableAtom<string | undefined>;
  $sending: ReadableAtom<boolean>;
  $outcome: ReadableAtom<NewsletterOutcome | undefined>;
  setEmail(email: string): void;
  /** Checks the address (SPEC §5), gets a human-check token, signs up; true when the mail was sent. */
  submit(): Promise<boolean>;
}

/**
 * The newsletter box (SPEC §5, §8; issue 13): the address is checked, a human-check token is
 * obtained and sent along; the server mails a confirmation link (double opt-in). A failure keeps
 * what was typed.
 * @example const form = createNewsletterForm({ account, humanCheck, lang: () => 'ar' }); form.setEmail('a@b.iq'); await form.submit();
 */
export function createNewsletterForm(options: NewsletterFormOptions): NewsletterForm {
  const $email = atom('');
  const $error = atom<string | undefined>(undefined);
  const $sending = atom(false);
  const $outcome = atom<NewsletterOutcome | undefined>(undefined);
  return {
    $email,
    $error,
    $sending,
    $outcome,
    setEmail(email) {
      $email.set(email);
      $error.set(undefined);
    },
    async submit() {
      if ($sending.get()) return false;
      const checked = validate(newsletterSchema, { email: $email.get() });
      if (!checked.ok) {
        $error.set(checked.errors.email);
        return false;
      }
      $sending.set(true);
      $outcome.set(undefined);
      try {
        const token = await options.humanCheck.token('submit');
        const answer = await options.account.mutate(NewsletterSignUp, { email: checked.data.email, token }, options.lang());
        if (answer.error) {
          $outcome.set({ kind: 'fail', ...describeError(answer.error, newsletterFailures) });
          return false;
        }
        $outcome.set({ kind: 'success', title: 'feedback.success', message: 'newsletterBox.success' });
        $email.set('');
        return true;
      } catch (error) {
        $outcome.set({ kind: 'fail', ...describeError(toApiError(error), newsletterFailures) });
        return false;
      } finally {
        $sending.set(false);
      }
    },
  };
}
