import { useState, type FormEvent } from 'react';
import { adminOperations, localizeDigits, type ResultOf } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { FormAlert } from '../../forms/field.js';
import { useAdminMutation } from '../use-admin.js';
import { useForm } from '../../forms/use-form.js';

/** A product as the list answers it. */
export type AdminProductView = ResultOf<typeof adminOperations.AdminProducts>['adminProducts']['items'][number];

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** One product's stock, its running-out threshold, price or size prices and visibility, saved together (the owner only). */
export function ProductRow({ product: initial, owner }: { product: AdminProductView; owner: boolean }) {
  const { t, lang } = useI18n();
  const [product, setProduct] = useState(initial);
  const { form, edit } = useForm({
    stock: String(initial.stock),
    price: initial.price === null ? '' : String(initial.price),
    sizes: initial.sizes.map((size) => ({ ...size, price: String(size.price) })),
    visible: initial.visible,
    threshold: String(initial.lowStockThreshold),
  });
  const { stock, price, sizes, visible, threshold } = form;
  const [saved, setSaved] = useState(false);
  const save = useAdminMutation(adminOperations.AdminSetProduct);
  const id = `admin-product-${product.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const answer = await save.run({
      input: {
        id: product.id,
        version: product.version,
        stock: Number(stock || 0),
        price: product.price === null ? null : Number(price || 0),
        visible,
        lowStockThreshold: Number(threshold || 0),
        sizes: sizes.map((size) => ({ id: size.id, price: Number(size.price || 0) })),
      },
    });
    if (answer) {
      setProduct(answer.adminSetProduct);
      setSaved(true);
    }
  };
  return (
    <form className="admin-form admin-product" onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={save.busy || undefined}>
      <h3 id={`${id}-title`}>
        {product.title} <span className="muted">#{localizeDigits(product.id, lang)}</span>
      </h3>
      <FormAlert alert={save.error ? { message: save.error } : undefined} />
      <fieldset disabled={!owner} className="admin-row">
        <div className="field">
          <label htmlFor={`${id}-stock`}>{t('admin.products.stock')}</label>
          <input id={`${id}-stock`} inputMode="numeric" value={stock} onChange={(event) => edit('stock', digitsOnly(event.currentTarget.value))} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-threshold`}>{t('admin.products.threshold')}</label>
          <input id={`${id}-threshold`} inputMode="numeric" aria-describedby={`${id}-threshold-hint`} value={threshold} onChange={(event) => edit('threshold', digitsOnly(event.currentTarget.value))} />
          <small id={`${id}-threshold-hint`} className="field-hint">
            {t('admin.products.thresholdHint')}
          </small>
        </div>
        {product.price !== null ? (
          <div className="field">
            <label htmlFor={`${id}-price`}>{t('admin.products.price')}</label>
            <input id={`${id}-price`} inputMode="numeric" value={price} onChange={(event) => edit('price', digitsOnly(event.currentTarget.value))} />
          </div>
        ) : null}
        {sizes.map((size, index) => (
          <div className="field" key={size.id}>
            <label htmlFor={`${id}-size-${size.id}`}>{t('admin.products.sizePrice', { size: size.size.title })}</label>
            <input
              id={`${id}-size-${size.id}`}
              inputMode="numeric"
              value={size.price}
              onChange={(event) => {
                const value = digitsOnly(event.currentTarget.value);
                edit(
                  'sizes',
                  sizes.map((item, at) => (at === index ? { ...item, price: value } : item)),
                );
              }}
            />
          </div>
        ))}
        <label className="checkbox">
          <input type="checkbox" checked={visible} onChange={(event) => edit('visible', event.currentTarget.checked)} />
          {t('admin.products.visible')}
        </label>
        {owner ? (
          <button type="submit" className="button" disabled={save.busy}>
            {t(save.busy ? 'admin.products.saving' : 'admin.products.save')}
          </button>
        ) : null}
      </fieldset>
      {saved ? (
        <p role="status" className="muted">
          {t('admin.products.saved')}
        </p>
      ) : null}
    </form>
  );
}
