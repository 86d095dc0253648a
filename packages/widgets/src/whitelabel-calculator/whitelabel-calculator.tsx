import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  $auth,
  createWhiteLabelForm,
  formatNumber,
  formatPrice,
  LABEL_MAX,
  LABEL_STICKER_PRICE,
  WHITE_LABEL_QUANTITY,
  whitelabelMessages,
  type AccountClient,
  type HumanCheck,
  type Lang,
  type PublicClient,
  type WhiteLabelForm,
  type WhiteLabelValues,
} from '@candleshop/core';
import { Field, fieldAria, LabelPreview, useI18n, useMessages, WidgetFrame } from '@candleshop/ui';
import type { WhiteLabelRequestedDetail } from './whitelabel-calculator.element.js';

export type { WhiteLabelRequestedDetail };

/** Options of {@link WhiteLabelCalculator}. */
export interface WhiteLabelCalculatorOptions {
  client: PublicClient;
  account: AccountClient;
  lang: Lang;
  humanCheck: HumanCheck;
  /** Whether the human check is the local stand-in, which the form then says. */
  localHumanCheck?: boolean;
  /** The shop received a request. */
  onRequested: (detail: WhiteLabelRequestedDetail) => void;
}

/** The message areas the widget shows beyond the shop-wide ones. */
export const WHITELABEL_CALCULATOR_AREAS = [whitelabelMessages];

/** The white-label calculator (issue 12): choices, live label preview and price, and the request. */
export function WhiteLabelCalculator(options: WhiteLabelCalculatorOptions) {
  return (
    <WidgetFrame messages={useMessages(options.lang, WHITELABEL_CALCULATOR_AREAS)} labelledBy="whitelabel-heading">
      {() => <Calculator {...options} />}
    </WidgetFrame>
  );
}

// The label's limit is a length, the quantity's a count: each error names its own maximum.
const LABEL_MAX_OR_QUANTITY = (error: string) => (error === 'whitelabel.labelTooLong' ? LABEL_MAX : WHITE_LABEL_QUANTITY.max);
const limitsOf = (error: string | undefined, lang: Lang) => (error ? { min: formatNumber(WHITE_LABEL_QUANTITY.min, lang), max: formatNumber(LABEL_MAX_OR_QUANTITY(error), lang) } : undefined);

function Calculator(options: WhiteLabelCalculatorOptions) {
  const { t, lang } = useI18n();
  const langRef = useRef(lang);
  langRef.current = lang;
  const [form] = useState(() => {
    const created = createWhiteLabelForm({ client: options.client, account: options.account, humanCheck: options.humanCheck, lang: () => langRef.current });
    // The materials the page came with (rendered on the server): the first frame shows them.
    created.prime();
    return created;
  });
  const materials = useStore(form.$materials);
  const sent = useStore(form.$sent);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void form.load();
  }, [form, lang]);
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  const title = (
    <h2 id="whitelabel-heading" className="heading" ref={heading} tabIndex={-1}>
      {sent ? t('whitelabel.sentTitle', { id: formatNumber(Number(sent.id), lang) }) : t('whitelabel.heading')}
    </h2>
  );
  if (sent) {
    return (
      <div className="confirmation" part="confirmation" role="status">
        {title}
        <p>{t('whitelabel.sentText', { count: sent.quantity, total: formatPrice(sent.total, lang) })}</p>
        <button type="button" className="button secondary" onClick={() => form.again()}>
          {t('whitelabel.another')}
        </button>
      </div>
    );
  }
  if (materials.loading || !materials.data) {
    return (
      <>
        {title}
        <p aria-busy={materials.loading} role={materials.failed ? 'alert' : 'status'}>
          {materials.failed ? t('whitelabel.loadFailed') : t('whitelabel.loading')}
        </p>
        {materials.failed && (
          <button type="button" className="button" onClick={() => void form.load()}>
            {t('whitelabel.retry')}
          </button>
        )}
      </>
    );
  }
  return (
    <>
      {title}
      <p className="intro">{t('whitelabel.intro')}</p>
      <div className="layout">
        <RequestForm form={form} {...options} />
        <Aside form={form} />
      </div>
    </>
  );
}

function Aside({ form }: { form: WhiteLabelForm }) {
  const { t, lang } = useI18n();
  const values = useStore(form.$values);
  const quote = useStore(form.$quote);
  const logo = useStore(form.$logo);
  const data = useStore(form.$materials).data!;
  const container = data.containers.find((item) => item.id === values.container);
  const size = container?.sizes.find((item) => item.id === values.size);
  const color = data.colors.find((item) => item.id === values.color);
  const price = (amount: number) => formatPrice(amount, lang);
  const quantity = Number(values.quantity) || 0;
  return (
    <aside className="aside" aria-label={t('whitelabel.breakdown')}>
      <LabelPreview
        text={values.label}
        placeholder={t('whitelabel.previewEmpty')}
        logo={values.sticker ? logo.preview : undefined}
        color={color?.color ?? '#f4efe6'}
        size={size?.value ?? 200}
        sticker={values.sticker}
        title={t('whitelabel.previewAlt', { container: container?.title ?? '', color: color?.title ?? '' })}
      />
      {quote && (
        <dl className="breakdown" part="breakdown" aria-live="polite">
          <dt>{t('whitelabel.candle')}</dt>
          <dd>{price(quote.candlePrice)}</dd>
          <dt>{t('whitelabel.labelLine')}</dt>
          <dd>{price(quote.labelPrice)}</dd>
          <dt>{t('whitelabel.packageLine')}</dt>
          <dd>{price(quote.packagePrice)}</dd>
          <dt>{t('whitelabel.perCandle')}</dt>
          <dd>{price(quote.perCandle)}</dd>
          <dt className="total">{t('whitelabel.total', { count: quantity })}</dt>
          <dd className="total" part="total" data-total={quote.total}>
            {price(quote.total)}
          </dd>
        </dl>
      )}
    </aside>
  );
}

function RequestForm({ form, localHumanCheck, onRequested }: { form: WhiteLabelForm } & WhiteLabelCalculatorOptions) {
  const { t, lang } = useI18n();
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  const logo = useStore(form.$logo);
  const sending = useStore(form.$sending);
  const alert = useStore(form.$alert);
  const signedIn = useStore($auth).loggedIn;
  const data = useStore(form.$materials).data!;
  const container = data.containers.find((item) => item.id === values.container);
  const preview = useRef<string | undefined>(undefined);
  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );

  // `hint`: the field shows a hint, which describes the control too.
  const text = (field: keyof WhiteLabelValues, hint?: boolean) => ({
    id: `wl-${field}`,
    value: String(values[field]),
    onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(field, event.currentTarget.value as never),
    ...fieldAria(`wl-${field}`, errors[field], hint),
  });
  const select = (field: keyof WhiteLabelValues) => ({
    id: `wl-${field}`,
    value: String(values[field]),
    onChange: (event: ChangeEvent<HTMLSelectElement>) => form.set(field, event.currentTarget.value as never),
    ...fieldAria(`wl-${field}`, errors[field]),
  });
  const chooseLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = file ? URL.createObjectURL(file) : undefined;
    void form.setLogo(file, preview.current);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await form.submit();
    if (done) onRequested(done);
  };
  // The materials' selects, in the form's order: one field each, the same shape.
  const choices: Record<'container' | 'size' | 'color' | 'scent' | 'wick', readonly { id: string; title: string }[]> = {
    container: data.containers,
    size: container?.sizes ?? [],
    color: data.colors,
    scent: data.scents,
    wick: data.wicks,
  };
  const min = formatNumber(WHITE_LABEL_QUANTITY.min, lang);
  const max = formatNumber(WHITE_LABEL_QUANTITY.max, lang);

  return (
    <form className="form" part="form" noValidate onSubmit={submit} aria-busy={sending}>
      <Field id="wl-quantity" label={t('whitelabel.quantity')} hint={t('whitelabel.quantityHint', { min, max })} error={errors.quantity} errorValues={limitsOf(errors.quantity, lang)} wide>
        <input {...text('quantity', true)} inputMode="numeric" autoComplete="off" />
      </Field>
      {(Object.keys(choices) as (keyof typeof choices)[]).map((field) => (
        <Field key={field} id={`wl-${field}`} label={t(`whitelabel.${field}`)} error={errors[field]}>
          <select {...select(field)}>
            {choices[field].map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </Field>
      ))}
      <Field id="wl-package" label={t('whitelabel.package')}>
        <select {...select('package')}>
          <option value="">{t('whitelabel.noPackage')}</option>
          {data.packages.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title} (+{formatPrice(item.price, lang)})
            </option>
          ))}
        </select>
      </Field>
      <div className="field check wide" part="field">
        <input id="wl-sticker" type="checkbox" checked={values.sticker} onChange={(event) => form.set('sticker', event.currentTarget.checked)} />
        <label htmlFor="wl-sticker">{t('whitelabel.sticker', { price: formatPrice(LABEL_STICKER_PRICE, lang) })}</label>
      </div>
      {values.sticker && (
        <>
          <Field id="wl-label" label={t('whitelabel.label')} hint={t('whitelabel.labelHint', { max: formatNumber(LABEL_MAX, lang) })} error={errors.label} errorValues={limitsOf(errors.label, lang)} wide>
            <input {...text('label', true)} dir="auto" maxLength={LABEL_MAX} autoComplete="off" />
          </Field>
          <Field id="wl-logo" label={t('whitelabel.logo')} hint={logo.uploading ? t('whitelabel.uploading') : t('whitelabel.logoHint')} error={logo.error} wide>
            <input id="wl-logo" type="file" accept="image/png,image/jpeg,image/webp" onChange={chooseLogo} {...fieldAria('wl-logo', logo.error, true)} />
          </Field>
        </>
      )}
      <Field id="wl-description" label={t('whitelabel.description')} wide>
        <textarea {...text('description')} rows={3} maxLength={2000} />
      </Field>
      <fieldset>
        <legend>{t('whitelabel.contact')}</legend>
        {signedIn && <p className="field-hint wide">{t('whitelabel.contactAccount')}</p>}
        <Field id="wl-name" label={t('whitelabel.name')} error={errors.name}>
          <input {...text('name')} autoComplete="name" />
        </Field>
        <Field id="wl-phone" label={t('whitelabel.phone')} error={errors.phone}>
          <input {...text('phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder="07xx xxx xxxx" />
        </Field>
        <Field id="wl-email" label={t('whitelabel.email')} error={errors.email} wide>
          <input {...text('email')} type="email" autoComplete="email" />
        </Field>
      </fieldset>
      {alert && (
        <p className="alert" part="alert" role="alert">
          {t(alert)}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button" part="send" disabled={sending || logo.uploading}>
          {sending ? t('whitelabel.sending') : t('whitelabel.send')}
        </button>
        {localHumanCheck && !signedIn && <p className="muted">{t('whitelabel.localCheck')}</p>}
      </div>
    </form>
  );
}
