import type { TicketTier } from '@candleshop/core';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Who a tier is for: one person, exactly N people, or N to M people. */
export function tierLabel(tier: TicketTier, t: Translate): string {
  if (tier.min === tier.max) return tier.min === 1 ? t('tickets.tierOne') : t('tickets.tierExact', { count: tier.min });
  return t('tickets.tierRange', { min: tier.min, max: tier.max });
}

/** The people field's hint: the range a tier allows, or, for one size only, who it is for (issue 36 item 2: never "From 2 to 2"). */
export const peopleHint = (tier: TicketTier, t: Translate): string => (tier.min === tier.max ? tierLabel(tier, t) : t('tickets.peopleHint', { min: tier.min, max: tier.max }));
