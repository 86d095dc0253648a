import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  catalogueOperations as ops,
  createRefillBuilder,
  formatPrice,
  refillMessages,
  REFILL_STEPS,
  type Lang,
  type PublicClient,
  type RefillBuilderModel,
  type RefillChoices,
  type RefillDraft,
} from '@candleshop/core';
import { I18nProvider, useMessages, useQuery } from '@candleshop/ui';
import { RefillSteps } from './refill-steps.js';

// The builder shows its own texts (refillBuilder) beside the shop-wide ones.
const MESSAGE_AREAS = [refillMessages];

/** Options of {@link RefillBuilder}. */
export interface RefillBuilderOptions {
  client: PublicClient;
  lang: Lang;
  /** Choices from the element's attributes; a later change of one is applied too. */
  preset: Partial<RefillChoices>;
  /** The shopper changed a choice: the new choices and the total (undefined until every step is chosen). */
  onChange?: (choices: RefillChoices, total: number | undefined) => void;
  /** A refill line went into the refill cart. */
  onAdded?: (line: RefillDraft, total: number) => void;
}

// Attributes set later (a partner's script) count as presets too; the store drops invalid ones.
function useAppliedPreset(builder: RefillBuilderModel, preset: Partial<RefillChoices>) {
  const key = JSON.stringify(preset);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const current = builder.$choices.get();
    for (const step of REFILL_STEPS) if (preset[step] !== undefined && preset[step] !== current[step]) builder.choose(step, preset[step]);
    if (preset.quantity !== undefined && preset.quantity !== current.quantity) builder.setQuantity(preset.quantity);
  }, [builder, key]);
}

/**
 * The refill builder (ISSUE 11): container, size, colour, scent, wick and quantity, the live price
 * from core's refill rule, and Add to refill cart. Its logic is core's `createRefillBuilder`.
 */
export function RefillBuilder({ client, lang, preset, onChange, onAdded }: RefillBuilderOptions) {
  const { i18n, failed, retry } = useMessages(lang, MESSAGE_AREAS);
  const [builder] = useState(() => createRefillBuilder({ preset }));
  useEffect(() => () => builder.destroy(), [builder]);
  useAppliedPreset(builder, preset);
  const materials = useQuery(client, ops.RefillMaterials, {}, lang);
  useEffect(() => {
    const data = materials.data;
    if (data) builder.setMaterials({ containers: data.refillContainers, colors: data.colors, scents: data.scents, wicks: data.wicks });
  }, [builder, materials.data]);
  const price = useStore(builder.$price);
  const add = useStore(builder.$add);
  const heading = useId();

  if (!i18n) {
    return (
      <div part="base" className="refill-root" aria-busy={!failed}>
        {failed && (
          <button type="button" className="button" onClick={retry}>
            ↻ Try again
          </button>
        )}
      </div>
    );
  }
  const { t } = i18n;
  const changed = () => onChange?.(builder.$choices.get(), builder.$price.get());
  const addToCart = async () => {
    const outcome = await builder.addToRefillCart();
    if (outcome.data) onAdded?.(outcome.data, builder.$price.get() ?? 0);
  };

  return (
    <I18nProvider value={i18n}>
      <section part="base" className="refill-root" dir={i18n.dir} lang={i18n.lang} aria-labelledby={heading}>
        <h2 id={heading} className="refill-heading">
          {t('refillBuilder.heading')}
        </h2>
        {materials.error ? (
          <div className="notice" role="alert">
            <p>{t('refillBuilder.loadFailed')}</p>
            <button type="button" className="button" onClick={materials.retry}>
              {t('refillBuilder.retry')}
            </button>
          </div>
        ) : !materials.data ? (
          <p className="notice" aria-busy="true">
            {t('refillBuilder.loading')}
          </p>
        ) : (
          <form
            className="refill-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void addToCart();
            }}
          >
            <RefillSteps
              builder={builder}
              onChoose={(step, id) => {
                builder.choose(step, id);
                changed();
              }}
              onQuantity={(quantity) => {
                builder.setQuantity(quantity);
                changed();
              }}
            />
            <div className="summary" part="summary">
              <p className="total" aria-live="polite">
                {price === undefined ? (
                  <span className="hint">{t('refillBuilder.pickAll')}</span>
                ) : (
                  <>
                    <span className="total-label">{t('refillBuilder.total')}</span>{' '}
                    <strong className="price" part="price">
                      {formatPrice(price, i18n.lang)}
                    </strong>
                  </>
                )}
              </p>
              {add.step === 'added' ? (
                <p className="added" part="added" role="status">
                  ✓ {t('refillBuilder.added')}
                </p>
              ) : (
                <button type="submit" className="button add" part="add" aria-disabled={add.step === 'adding' ? 'true' : undefined}>
                  {add.step === 'adding' ? t('refillBuilder.adding') : t('refillBuilder.add')}
                </button>
              )}
              {add.step === 'failed' && (
                <p className="error" part="error" role="alert">
                  {add.title ? <strong>{t(add.title)} </strong> : null}
                  {t(add.message)}
                </p>
              )}
            </div>
          </form>
        )}
      </section>
    </I18nProvider>
  );
}
