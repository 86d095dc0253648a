import { IsolatedList, useI18n } from '@candleshop/ui';

/**
 * Where an order goes or is picked up, as its parts (an address, a city), each isolated so a Latin
 * address reads whole inside Kurdish or Arabic (issue 36 item 2), the language's comma between.
 */
export function Place({ place }: { place: ReadonlyArray<string | null | undefined> }) {
  const { lang } = useI18n();
  return <IsolatedList values={place.map((part) => [part, 'auto'] as const)} separator={lang === 'en' ? ', ' : '، '} />;
}
