import type { FormEvent } from 'react';
import { adminOperations, LANGUAGES, type ResultOf } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { FormAlert } from '../../forms/field.js';
import { useForm } from '../../forms/use-form.js';
import { QueryStatus } from '../../frame/query-status.js';
import { openPath } from '../../local-path.js';
import { WorkshopAttendees } from './workshop-attendees.js';
import { WorkshopWaitlist } from './workshop-waitlist.js';
import { TiersEditor, type TierDraft } from './tiers-editor.js';
import { fromBaghdadInput, toBaghdadInput } from './workshop-time.js';
import { useAdminMutation, useStaffReads } from '../use-admin.js';

type Workshop = NonNullable<ResultOf<typeof adminOperations.AdminWorkshop>['adminWorkshop']>;
type Texts = { en: string; ku: string; ar: string };

/** /admin/workshops/{id} (or /new): a workshop's texts, time, seats and tiers, and who bought tickets. */
export function WorkshopEditor({ id, owner }: { id: string; owner: boolean }) {
  return id === 'new' ? <WorkshopForm owner={owner} /> : <ExistingWorkshop id={id} owner={owner} />;
}

function ExistingWorkshop({ id, owner }: { id: string; owner: boolean }) {
  const { lang } = useI18n();
  const query = useQuery(accountQueries, adminOperations.AdminWorkshop, { id }, lang, useStaffReads());
  const workshop = query.data?.adminWorkshop;
  if (!workshop) return <QueryStatus error={query.loading ? undefined : (query.error ?? 'errors.notFound')} retry={query.retry} />;
  return (
    <>
      <WorkshopForm key={workshop.version} workshop={workshop} onSaved={query.retry} owner={owner} />
      <WorkshopAttendees id={id} attendees={query.data?.adminAttendees ?? []} />
      <WorkshopWaitlist id={id} />
    </>
  );
}

function WorkshopForm({ workshop, onSaved, owner }: { workshop?: Workshop; onSaved?: () => void; owner: boolean }) {
  const { t, lang: pageLang } = useI18n();
  const { form, edit, shown, setShown } = useForm({
    title: { en: workshop?.title.en ?? '', ku: workshop?.title.ku ?? '', ar: workshop?.title.ar ?? '' } as Texts,
    description: { en: workshop?.description.en ?? '', ku: workshop?.description.ku ?? '', ar: workshop?.description.ar ?? '' } as Texts,
    date: workshop ? toBaghdadInput(workshop.date) : '',
    duration: String(workshop?.durationMinutes ?? 120),
    seats: String(workshop?.seats ?? 12),
    tiers: workshop
      ? workshop.tiers.map((tier): TierDraft => ({ ...tier, min: String(tier.min), max: String(tier.max), price: String(tier.price) }))
      : [{ min: '1', max: '1', price: '', soldout: false, sold: 0 } as TierDraft],
  });
  const { title, description, date, duration, seats, tiers } = form;
  const save = useAdminMutation(adminOperations.AdminSaveWorkshop);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const numbers = [duration, seats, ...tiers.flatMap((tier) => [tier.min, tier.max, tier.price])].map(Number);
    const filled = LANGUAGES.every((lang) => title[lang].trim() && description[lang].trim()) && date && tiers.length > 0;
    const valid = Boolean(filled) && numbers.every((value) => Number.isInteger(value) && value >= 0) && tiers.every((tier) => Number(tier.min) >= 1 && Number(tier.max) >= Number(tier.min));
    setShown(valid ? {} : { form: 'admin.workshops.invalid' });
    if (!valid) return;
    const saved = await save.run({
      input: {
        id: workshop?.id ?? null,
        version: workshop?.version ?? null,
        title,
        description,
        date: fromBaghdadInput(date),
        durationMinutes: Number(duration),
        seats: Number(seats),
        tiers: tiers.map((tier) => ({ id: tier.id ?? null, min: Number(tier.min), max: Number(tier.max), price: Number(tier.price), soldout: tier.soldout })),
      },
    });
    if (!saved) return;
    if (workshop) onSaved?.();
    else openPath(`/admin/workshops/${saved.adminSaveWorkshop.id}`, true);
  };
  const texts = (name: 'title' | 'description', values: Texts, set: (values: Texts) => void) =>
    LANGUAGES.map((lang) => {
      const fieldId = `admin-workshop-${name}-${lang}`;
      const label = t(`admin.workshops.${name}`, { language: t(`language.${lang}`) });
      const onChange = (event: { currentTarget: { value: string } }) => set({ ...values, [lang]: event.currentTarget.value });
      return (
        <div className="field" key={fieldId}>
          <label htmlFor={fieldId}>{label}</label>
          {name === 'title' ? (
            <input id={fieldId} dir={lang === 'en' ? 'ltr' : 'rtl'} value={values[lang]} required maxLength={200} onChange={onChange} />
          ) : (
            <textarea id={fieldId} dir={lang === 'en' ? 'ltr' : 'rtl'} value={values[lang]} required rows={3} maxLength={5000} onChange={onChange} />
          )}
        </div>
      );
    });
  return (
    <form className="admin-form workshop-form" onSubmit={submit} aria-busy={save.busy || undefined} noValidate>
      <h2>{workshop ? workshop.title[pageLang] : t('admin.workshops.new')}</h2>
      <FormAlert alert={save.error ? { message: save.error } : shown.form ? { message: shown.form } : undefined} />
      {texts('title', title, (next) => edit('title', next))}
      {texts('description', description, (next) => edit('description', next))}
      <div className="admin-row">
        <div className="field">
          <label htmlFor="admin-workshop-date">{t('admin.workshops.date')}</label>
          <input id="admin-workshop-date" type="datetime-local" value={date} required onChange={(event) => edit('date', event.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor="admin-workshop-duration">{t('admin.workshops.duration')}</label>
          <input id="admin-workshop-duration" inputMode="numeric" value={duration} required onChange={(event) => edit('duration', event.currentTarget.value.replace(/\D/g, ''))} />
        </div>
        <div className="field">
          <label htmlFor="admin-workshop-seats">{t('admin.workshops.seats')}</label>
          <input id="admin-workshop-seats" inputMode="numeric" value={seats} required onChange={(event) => edit('seats', event.currentTarget.value.replace(/\D/g, ''))} />
        </div>
      </div>
      <TiersEditor tiers={tiers} onChange={(next) => edit('tiers', next)} pricesLocked={!owner} />
      <button type="submit" className="button" disabled={save.busy}>
        {t(save.busy ? 'admin.workshops.saving' : 'admin.workshops.save')}
      </button>
    </form>
  );
}
