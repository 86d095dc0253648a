import { useState, type FormEvent } from 'react';
import { formatNumber, promotionOperations, toWesternDigits } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { accountClient } from '../../api.js';
import { FormAlert, InputField } from '../../forms/field.js';
import { useForm } from '../../forms/use-form.js';
import { useAdminMutation } from '../use-admin.js';
import { promotionCodesCsv, saveCsv } from './promotion-codes.js';
import type { PromotionView } from './promotion-form-state.js';

/** Ends a promotion now (one that has not ended yet). */
export function EndPromotion({ promotion, onChanged }: { promotion: PromotionView; onChanged: () => void }) {
  const { t } = useI18n();
  const ending = useAdminMutation(promotionOperations.AdminEndPromotion);
  const end = async () => {
    if (await ending.run({ id: promotion.id })) onChanged();
  };
  return (
    <p className="admin-row">
      <button type="button" className="button button-secondary" disabled={ending.busy} onClick={end}>
        {t('admin.promotions.end')}
      </button>
      {ending.error ? <FormAlert alert={{ message: ending.error }} /> : null}
    </p>
  );
}

/**
 * A code promotion's single-use codes (issue 35 item 4): the owner generates N at once (1-5000),
 * sees them, and downloads every code of the promotion as a CSV file made here from the server's list.
 */
export function PromotionCodes({ promotion }: { promotion: PromotionView }) {
  const { t, lang } = useI18n();
  const { form, edit, shown, setShown } = useForm({ count: '' });
  const [made, setMade] = useState<string[]>([]);
  const [failed, setFailed] = useState<string>();
  const generate = useAdminMutation(promotionOperations.AdminGeneratePromotionCodes);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const count = Number(toWesternDigits(form.count.trim()));
    const wrong = Number.isInteger(count) && count >= 1 && count <= 5000 ? {} : { count: 'admin.promotions.errors.count.invalid' };
    setShown(wrong);
    if (wrong.count) return;
    const answer = await generate.run({ id: promotion.id, count });
    if (answer) setMade(answer.adminGeneratePromotionCodes);
  };
  const download = async () => {
    setFailed(undefined);
    const result = await accountClient.query(promotionOperations.AdminPromotionCodes, { id: promotion.id }, lang);
    if (result.error) return setFailed('admin.promotions.csvFailed');
    saveCsv(`promotion-${promotion.id}-codes.csv`, promotionCodesCsv(result.data.adminPromotionCodes));
  };
  return (
    <form className="admin-form" onSubmit={submit} aria-labelledby={`promotion-${promotion.id}-codes`} aria-busy={generate.busy || undefined} noValidate>
      <h3 id={`promotion-${promotion.id}-codes`}>{t('admin.promotions.codes.title')}</h3>
      <FormAlert alert={generate.error || failed ? { message: (generate.error ?? failed)! } : undefined} />
      <InputField label={t('admin.promotions.codes.count')} name="count" inputMode="numeric" dir="ltr" value={form.count} error={shown.count} onChange={(event) => edit('count', event.currentTarget.value)} />
      <p className="admin-row">
        <button type="submit" className="button" disabled={generate.busy}>
          {t('admin.promotions.codes.generate')}
        </button>
        <button type="button" className="button button-secondary" onClick={download}>
          {t('admin.promotions.codes.csv')}
        </button>
      </p>
      {made.length ? (
        <>
          <p role="status">{t('admin.promotions.codes.made', { count: made.length, shown: formatNumber(made.length, lang) })}</p>
          <ul className="promotion-codes" dir="ltr">
            {made.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </form>
  );
}
