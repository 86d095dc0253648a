import { useState, type FormEvent } from 'react';
import { readGiftCardCode, type DescribedError } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { FormAlert, InputField } from '../forms/field.js';

/** What the balance check needs: the page's lookup, its progress and its last refusal. */
export interface BalanceFormOptions {
  /** Asks the shop for the card of a code in its stored form; answers whether it was found. */
  onCheck: (code: string) => Promise<boolean>;
  busy: boolean;
  failure?: DescribedError;
}

/**
 * "Check a balance" (issue 35 item 1): anyone types a card's code as printed or read aloud (any
 * case, spaces, Arabic-Indic digits); a code whose check character fails is caught here, before
 * the shop is asked (and before it counts a guess). What was typed stays whatever the answer.
 */
export function BalanceForm({ onCheck, busy, failure }: BalanceFormOptions) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const code = readGiftCardCode(typed);
    const wrong = !typed.trim() ? 'giftCardPage.fields.code.required' : code ? undefined : 'giftCardPage.fields.code.mistyped';
    setProblem(wrong);
    if (code) await onCheck(code);
  };
  return (
    <section className="gift-card-check no-print" aria-labelledby="gift-card-check">
      <h2 id="gift-card-check">{t('giftCardPage.check.title')}</h2>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert alert={failure} />
        <InputField
          label={t('giftCardPage.check.code')}
          hint={t('giftCardPage.check.hint')}
          value={typed}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={60}
          error={problem}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setProblem(undefined);
          }}
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t(busy ? 'giftCardPage.check.checking' : 'giftCardPage.check.submit')}
        </button>
        {busy ? (
          <p role="status" aria-busy="true" className="muted">
            {t('giftCardPage.check.checking')}
          </p>
        ) : null}
      </form>
    </section>
  );
}
