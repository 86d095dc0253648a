import type { ReactNode } from 'react';
import { ALL_MESSAGE_AREAS, planMessages } from '@candleshop/core';
import { I18nProvider, useI18n, useMessages } from '@candleshop/ui';

// The account's texts and the plans' own (issue 37 item 1): the plans' area is loaded by the pages that show plans only.
const AREAS = [...ALL_MESSAGE_AREAS, planMessages];

/** Renders `children` with the refill plans' texts, once they have arrived (nothing before). */
export function PlanTexts({ children }: { children: ReactNode }) {
  const { i18n } = useMessages(useI18n().lang, AREAS);
  return i18n ? <I18nProvider value={i18n}>{children}</I18nProvider> : null;
}
