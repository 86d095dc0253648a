import { useState, type FormEvent } from 'react';
import { couriersOperations, isPhone, PHONE_EXAMPLE, type ResultOf } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { FormAlert, InputField } from '../../forms/field.js';
import { useForm } from '../../forms/use-form.js';
import { useAdminMutation } from '../use-admin.js';

/** A courier as the back office's calls answer it. */
export type AdminCourierView = ResultOf<typeof couriersOperations.AdminCouriers>['adminCouriers'][number];

/**
 * Adds a courier (no `courier`) or changes one's name and phone at the version it was read at
 * (issue 36). The phone takes any Iraqi mobile number as people type it (every network); the
 * server keeps it in one form. A refusal says why and keeps what was typed.
 */
export function CourierForm({ courier, onSaved }: { courier?: AdminCourierView; onSaved: (courier: AdminCourierView) => void }) {
  const { t } = useI18n();
  const id = courier ? `admin-courier-${courier.id}` : 'admin-courier-new';
  const { form, setForm, edit, shown: invalid, setShown } = useForm({ name: courier?.name ?? '', phone: courier?.phone ?? '' });
  const [saved, setSaved] = useState(false);
  const save = useAdminMutation(couriersOperations.AdminSaveCourier);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const wrong = { ...(form.name.trim() ? {} : { name: 'admin.couriers.errors.name' }), ...(isPhone(form.phone) ? {} : { phone: 'admin.couriers.errors.phone' }) };
    setShown(wrong);
    if (wrong.name || wrong.phone) return;
    const answer = await save.run({ input: { id: courier?.id ?? null, version: courier?.version ?? null, name: form.name, phone: form.phone } });
    if (!answer) return;
    setSaved(true);
    if (!courier) setForm({ name: '', phone: '' });
    onSaved(answer.adminSaveCourier);
  };
  return (
    <form className="admin-form" onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={save.busy || undefined} noValidate>
      <h3 id={`${id}-title`}>{courier ? t('admin.couriers.edit', { name: courier.name }) : t('admin.couriers.add')}</h3>
      <FormAlert alert={save.error ? { message: save.error } : undefined} />
      <div className="admin-row">
        <InputField label={t('admin.couriers.name')} name="name" required maxLength={120} value={form.name} error={invalid.name} onChange={(event) => edit('name', event.currentTarget.value)} />
        <InputField
          label={t('admin.couriers.phone')}
          name="phone"
          type="tel"
          dir="ltr"
          required
          maxLength={20}
          autoComplete="off"
          value={form.phone}
          error={invalid.phone}
          hint={t('admin.couriers.phoneHint', { example: PHONE_EXAMPLE })}
          onChange={(event) => edit('phone', event.currentTarget.value)}
        />
      </div>
      <button type="submit" className="button" disabled={save.busy}>
        {t(save.busy ? 'admin.couriers.saving' : 'admin.couriers.save')}
      </button>
      {saved ? <p role="status">{t('admin.couriers.saved')}</p> : null}
    </form>
  );
}
