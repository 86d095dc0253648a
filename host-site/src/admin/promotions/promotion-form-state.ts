import { toWesternDigits, type ApiError, type FieldErrors, type promotionOperations, type ResultOf } from '@candleshop/core';
import { toBaghdadInput } from '../workshops/workshop-time.js';

/** A promotion as the back office's calls answer it. */
export type PromotionView = ResultOf<typeof promotionOperations.AdminPromotions>['adminPromotions'][number];

/** What the owner types: every number as text (Arabic-Indic digits allowed), times on the shop's clock. */
export type PromotionForm = ReturnType<typeof promotionForm>;

/** The form of `promotion`, or of a new one (percent off the whole order, from now, by code). */
export function promotionForm(promotion?: PromotionView) {
  const count = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    nameEn: promotion?.name.en ?? '',
    nameKu: promotion?.name.ku ?? '',
    nameAr: promotion?.name.ar ?? '',
    kind: promotion?.kind ?? 'percent',
    amount: count(promotion?.amount),
    target: promotion?.target ?? 'order',
    targetIds: promotion?.targetIds.join(', ') ?? '',
    minBasket: count(promotion?.minBasket ?? 0),
    startsAt: promotion ? toBaghdadInput(promotion.startsAt) : '',
    endsAt: promotion?.endsAt ? toBaghdadInput(promotion.endsAt) : '',
    automatic: promotion?.automatic ?? false,
    code: promotion?.code ?? '',
    maxUses: count(promotion?.maxUses),
    maxGiven: count(promotion?.maxGiven),
    perCustomer: count(promotion?.perCustomer),
  };
}

/** A number typed, or null when left empty; NaN when it is not a number (the server names the field). */
const typedNumber = (text: string): number | null => (text.trim() ? Number(toWesternDigits(text.trim()).replace(/[,٬\s]/g, '')) : null);

/** The form as AdminPromotionInput; the server checks every field and names the wrong ones. */
export function promotionInput(form: PromotionForm, id?: string) {
  return {
    id: id ?? null,
    name: { en: form.nameEn.trim(), ku: form.nameKu.trim(), ar: form.nameAr.trim() },
    kind: form.kind,
    amount: typedNumber(form.amount) ?? 0,
    target: form.target,
    targetIds:
      form.target === 'order'
        ? []
        : toWesternDigits(form.targetIds)
            .split(/[\s,،]+/)
            .filter(Boolean),
    minBasket: typedNumber(form.minBasket) ?? 0,
    startsAt: form.startsAt,
    endsAt: form.endsAt || null,
    automatic: form.automatic,
    code: form.automatic ? null : form.code.trim() || null,
    maxUses: typedNumber(form.maxUses),
    maxGiven: typedNumber(form.maxGiven),
    perCustomer: typedNumber(form.perCustomer),
  };
}

// The form's field that shows a refusal of the server's field (the name is typed in three).
const FIELD_OF: Record<string, keyof PromotionForm> = { name: 'nameEn' };

/**
 * A refusal of the server as the error under its field: `input.endsAt.beforeStart` is shown under
 * the end as `admin.promotions.errors.endsAt.beforeStart`; anything else is the form's alert.
 */
export function promotionFieldError(error: ApiError): FieldErrors | undefined {
  const [, field, problem] = error.validation?.split('.') ?? [];
  if (!field || !problem) return undefined;
  return { [FIELD_OF[field] ?? field]: `admin.promotions.errors.${field}.${problem}` };
}
