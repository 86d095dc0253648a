import { useState } from 'react';
import { cartReminderOperations as ops, shopFailures } from '@candleshop/core';
import { useI18n, useMutation, useQuery } from '@candleshop/ui';
import { accountClient, accountQueries } from '../api.js';
import { FormAlert } from '../forms/field.js';

/**
 * Account settings (issue 37 item 2): whether the shop may remind the customer of a cart they
 * leave, the same answer as the checkout's box. A change is sent at once (busy while it goes, a
 * refusal said and the box back to what the account holds).
 */
export function CartReminderSetting() {
  const { t, lang } = useI18n();
  const query = useQuery(accountQueries, ops.MyCartReminders, {}, lang);
  const { run, busy, failure } = useMutation(accountClient, ops.SetCartReminders, { failures: shopFailures.cart });
  const [answer, setAnswer] = useState<boolean>();
  const [saved, setSaved] = useState(false);
  const held = answer ?? query.data?.myCartReminders;

  const change = async (consent: boolean) => {
    setSaved(false);
    setAnswer(consent);
    const result = await run({ consent });
    setAnswer(result.error ? held : result.data.setCartReminders);
    setSaved(!result.error);
  };

  return (
    <div className="form cart-reminder-setting" aria-busy={busy || held === undefined}>
      <label className="checkbox">
        <input
          type="checkbox"
          name="cartReminders"
          checked={held ?? false}
          disabled={held === undefined || busy}
          aria-describedby="cart-reminder-setting-hint"
          onChange={(event) => void change(event.currentTarget.checked)}
        />{' '}
        {t('cartReminder.setting')}
      </label>
      <p id="cart-reminder-setting-hint" className="muted">
        {t('cartReminder.settingHint')}
      </p>
      {/* A live region, not a status: the account pages' statuses say they are loading. */}
      <p aria-live="polite" className="muted cart-reminder-progress">
        {busy ? t('cartReminder.saving') : saved ? t('cartReminder.saved') : ''}
      </p>
      <FormAlert alert={failure} />
      {query.error ? <FormAlert alert={{ message: query.error }} /> : null}
    </div>
  );
}
