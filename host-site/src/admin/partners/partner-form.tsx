import { useState, type FormEvent } from 'react';
import { adminOperations, LANGUAGES, originProblem, type ResultOf } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { FormAlert } from '../../forms/field.js';
import { useAdminMutation } from '../use-admin.js';
import { useForm } from '../../forms/use-form.js';

/** A partner as the back office's calls answer it. */
export type AdminPartnerView = ResultOf<typeof adminOperations.AdminPartners>['adminPartners'][number];

// The message of the first origin the browser can already tell is not exact (the server checks again).
const ORIGIN_MESSAGES = { scheme: 'admin.partners.errors.originScheme', form: 'admin.partners.errors.originForm', defaultPort: 'admin.partners.errors.originDefaultPort' } as const;

/** The origins typed one per line, without blank lines. */
export const originLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Adds a partner (no `partner`) or changes one at the version it was read at: name, contact,
 * language of its report, exact origins (one per line) and commission percent.
 */
export function PartnerForm({ partner, onSaved }: { partner?: AdminPartnerView; onSaved: (partner: AdminPartnerView) => void }) {
  const { t } = useI18n();
  const id = partner ? `admin-partner-${partner.id}` : 'admin-partner-new';
  const { form, setForm, edit } = useForm({
    name: partner?.name ?? '',
    contact: partner?.contact ?? '',
    lang: partner?.lang ?? 'en',
    origins: partner?.origins.join('\n') ?? '',
    percent: partner ? String(partner.commissionPercent) : '',
  });
  const { name, contact, lang, origins, percent } = form;
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState(false);
  const save = useAdminMutation(adminOperations.AdminSavePartner);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const lines = originLines(origins);
    const wrong = lines.map(originProblem).find((found) => found !== undefined);
    setProblem(wrong && ORIGIN_MESSAGES[wrong]);
    if (wrong) return;
    const answer = await save.run({
      input: { id: partner?.id ?? null, version: partner?.version ?? null, name, contact, lang, origins: lines, commissionPercent: Number(percent.replace(',', '.')) },
    });
    if (answer) {
      setSaved(true);
      if (!partner) {
        setForm({ ...form, name: '', contact: '', origins: '', percent: '' });
      }
      onSaved(answer.adminSavePartner);
    }
  };
  const error = problem ?? save.error;
  return (
    <form className="admin-form" onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={save.busy || undefined}>
      <h2 id={`${id}-title`}>{partner ? partner.name : t('admin.partners.add')}</h2>
      <FormAlert alert={error ? { message: error } : undefined} />
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('admin.partners.name')}</label>
        <input id={`${id}-name`} required maxLength={200} value={name} onChange={(event) => edit('name', event.currentTarget.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-contact`}>{t('admin.partners.contact')}</label>
        <input id={`${id}-contact`} required maxLength={300} dir="ltr" value={contact} onChange={(event) => edit('contact', event.currentTarget.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-lang`}>{t('admin.partners.lang')}</label>
        <select id={`${id}-lang`} value={lang} onChange={(event) => edit('lang', event.currentTarget.value)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`language.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-origins`}>{t('admin.partners.origins')}</label>
        <textarea id={`${id}-origins`} rows={3} dir="ltr" aria-describedby={`${id}-origins-hint`} value={origins} onChange={(event) => edit('origins', event.currentTarget.value)} />
        <p id={`${id}-origins-hint`} className="muted">
          {t('admin.partners.originsHint', { example: 'https://shop.example', localhost: 'http://localhost' })}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-percent`}>{t('admin.partners.percent')}</label>
        <input id={`${id}-percent`} required inputMode="decimal" dir="ltr" value={percent} onChange={(event) => edit('percent', event.currentTarget.value)} />
      </div>
      <button type="submit" className="button" disabled={save.busy}>
        {t(save.busy ? 'admin.partners.saving' : partner ? 'admin.partners.save' : 'admin.partners.add')}
      </button>
      {saved ? (
        <p role="status" className="muted">
          {t(partner ? 'admin.partners.saved' : 'admin.partners.added')}
        </p>
      ) : null}
    </form>
  );
}
