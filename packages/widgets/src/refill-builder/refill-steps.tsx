import { useStore } from '@nanostores/react';
import { formatPrice, type RefillBuilderModel, type RefillStep } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { ChoiceGroup } from './choice-group.js';
import { QuantityField } from './quantity-field.js';

/** Options of {@link RefillSteps}. */
export interface RefillStepsOptions {
  builder: RefillBuilderModel;
  onChoose: (step: RefillStep, id: string) => void;
  onQuantity: (quantity: number) => void;
}

const picture = (src: string) => <img className="choice-image" src={src} alt="" width={56} height={56} loading="lazy" />;

/** The builder's steps in order: each offers only what the earlier choices allow. */
export function RefillSteps({ builder, onChoose, onQuantity }: RefillStepsOptions) {
  const { t, lang } = useI18n();
  const materials = useStore(builder.$materials);
  const choices = useStore(builder.$choices);
  const sizes = useStore(builder.$sizes);
  const colors = useStore(builder.$colors);
  if (!materials) return null;
  const group = (step: RefillStep) => ({ name: step, legend: t(`refillBuilder.${step}`), value: choices[step], onChoose: (id: string) => onChoose(step, id) });
  return (
    <>
      <ChoiceGroup {...group('container')} kind="card" options={materials.containers.map((container) => ({ id: container.id, label: container.title, visual: picture(container.image) }))} />
      <ChoiceGroup {...group('size')} options={sizes.map((size) => ({ id: size.id, label: size.title }))} empty={t('refillBuilder.chooseContainerFirst')} />
      <ChoiceGroup
        {...group('color')}
        kind="swatch"
        options={colors.map((color) => ({
          id: color.id,
          label: color.title,
          visual: <span className="swatch-color" style={{ background: color.color }} aria-hidden="true" />,
        }))}
      />
      <ChoiceGroup {...group('scent')} kind="card" options={materials.scents.map((scent) => ({ id: scent.id, label: scent.title, visual: picture(scent.image) }))} />
      <ChoiceGroup
        {...group('wick')}
        kind="card"
        options={materials.wicks.map((wick) => ({
          id: wick.id,
          label: wick.title,
          visual: picture(wick.image),
          note: t('refillBuilder.wickPrice', { price: formatPrice(wick.price, lang) }),
        }))}
      />
      <QuantityField label={t('refillBuilder.quantity')} value={choices.quantity} onQuantity={onQuantity} />
    </>
  );
}
