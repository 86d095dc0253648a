import { useStore } from '@nanostores/react';
import type { DiscountCodeModel } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/** What a code field shows and does: core's discount-code and gift-card boxes share it. */
export type CodeModel = Pick<DiscountCodeModel, '$typed' | '$checking' | '$error' | 'type' | 'apply'>;

/**
 * A code typed and applied inside the checkout form (the discount box, the gift-card box): not a
 * form of its own, so Enter applies it here; an error keeps what was typed. `keys`: the message
 * keys of the label, the button, and the button while the code is checked.
 */
export function CodeField({ id, keys: [label, action, checkingAction], model }: { id: string; keys: readonly [string, string, string]; model: CodeModel }) {
  const { t } = useI18n();
  const error = useStore(model.$error);
  const checking = useStore(model.$checking);
  const apply = () => void model.apply();
  return (
    <>
      <label htmlFor={id}>{t(label)}</label>
      <div className="discount-row">
        <input
          id={id}
          name={id}
          autoComplete="off"
          dir="ltr"
          value={useStore(model.$typed)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onInput={(event) => model.type((event.target as HTMLInputElement).value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
        />
        <button type="button" className="button secondary" aria-disabled={checking} onClick={apply}>
          {t(checking ? checkingAction : action)}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t(error)}
        </p>
      )}
    </>
  );
}
