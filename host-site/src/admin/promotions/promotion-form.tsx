import { useState, type FormEvent } from 'react';
import { PROMOTION_KINDS, PROMOTION_TARGETS, promotionOperations } from '@candleshop/core';
import { useI18n, useMutation } from '@candleshop/ui';
import { accountClient } from '../../api.js';
import { FormAlert, InputField, SelectField } from '../../forms/field.js';
import { useForm } from '../../forms/use-form.js';
import { useStaffWrites } from '../use-admin.js';
import { promotionFieldError, promotionForm, promotionInput, type PromotionView } from './promotion-form-state.js';

/**
 * Creates a promotion (no `promotion`) or changes one (issue 35 item 4): its name in the three
 * languages, percent or IQD off, what it reduces, the minimum basket, when it runs, automatic or
 * by code, and its limits. The server checks everything; its refusal shows under the field it names.
 */
export function PromotionForm({ promotion, onSaved }: { promotion?: PromotionView; onSaved: (promotion: PromotionView) => void }) {
  const { t } = useI18n();
  const id = promotion ? `promotion-${promotion.id}` : 'promotion-new';
  const { form, setForm, edit, shown, setShown } = useForm(promotionForm(promotion));
  const [saved, setSaved] = useState(false);
  const save = useMutation(accountClient, promotionOperations.AdminSavePromotion, useStaffWrites());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await save.run({ input: promotionInput(form, promotion?.id) });
    if (result.error) return setShown(promotionFieldError(result.error) ?? {});
    setSaved(true);
    if (!promotion) setForm(promotionForm());
    onSaved(result.data.adminSavePromotion);
  };
  const fieldError = save.error && promotionFieldError(save.error);
  const alert = save.error && !fieldError ? (save.error.key === 'promotion.system' ? 'admin.promotions.errors.system' : save.failure?.message) : undefined;
  const text = (field: 'nameEn' | 'nameKu' | 'nameAr' | 'code' | 'startsAt' | 'endsAt', extra: Record<string, unknown> = {}) => (
    <InputField label={t(`admin.promotions.fields.${field}`)} name={field} value={form[field]} error={shown[field]} onChange={(event) => edit(field, event.currentTarget.value)} {...extra} />
  );
  const count = (field: 'amount' | 'minBasket' | 'maxUses' | 'maxGiven' | 'perCustomer', label = field as string) => (
    <InputField
      label={t(`admin.promotions.fields.${label}`)}
      name={field}
      inputMode="numeric"
      dir="ltr"
      value={form[field]}
      error={shown[field]}
      hint={t(`admin.promotions.hints.${label}`)}
      onChange={(event) => edit(field, event.currentTarget.value)}
    />
  );
  const choice = (field: 'kind' | 'target', values: readonly string[], texts: string) => (
    <SelectField
      label={t(`admin.promotions.fields.${field}`)}
      name={field}
      value={form[field]}
      placeholder={t('admin.promotions.choose')}
      error={shown[field]}
      options={values.map((value) => ({ value, label: t(`admin.promotions.${texts}.${value}`) }))}
      onChange={(value) => edit(field, value)}
    />
  );
  return (
    <form className="admin-form" onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={save.busy || undefined} noValidate>
      <h3 id={`${id}-title`}>{t(promotion ? 'admin.promotions.edit' : 'admin.promotions.add')}</h3>
      <FormAlert alert={alert ? { message: alert } : undefined} />
      {text('nameEn', { required: true, maxLength: 200, dir: 'ltr' })}
      {text('nameKu', { maxLength: 200, dir: 'rtl' })}
      {text('nameAr', { maxLength: 200, dir: 'rtl' })}
      {choice('kind', PROMOTION_KINDS, 'kinds')}
      {count('amount', form.kind === 'percent' ? 'percent' : 'amount')}
      {choice('target', PROMOTION_TARGETS, 'targets')}
      {form.target === 'order' ? null : (
        <InputField
          label={t(`admin.promotions.fields.targetIds.${form.target}`)}
          name="targetIds"
          dir="ltr"
          value={form.targetIds}
          error={shown.targetIds}
          hint={t('admin.promotions.hints.targetIds')}
          onChange={(event) => edit('targetIds', event.currentTarget.value)}
        />
      )}
      {count('minBasket')}
      {text('startsAt', { type: 'datetime-local', required: true })}
      {text('endsAt', { type: 'datetime-local' })}
      <label className="checkbox">
        <input type="checkbox" name="automatic" checked={form.automatic} onChange={(event) => edit('automatic', event.currentTarget.checked)} />
        {t('admin.promotions.fields.automatic')}
      </label>
      {form.automatic ? null : text('code', { maxLength: 40, dir: 'ltr', autoComplete: 'off', hint: t('admin.promotions.hints.code') })}
      {count('maxUses')}
      {count('maxGiven')}
      {count('perCustomer')}
      <button type="submit" className="button" disabled={save.busy}>
        {t(save.busy ? 'admin.promotions.saving' : promotion ? 'admin.promotions.save' : 'admin.promotions.add')}
      </button>
      {saved ? (
        <p role="status" className="muted">
          {t('admin.promotions.saved')}
        </p>
      ) : null}
    </form>
  );
}
