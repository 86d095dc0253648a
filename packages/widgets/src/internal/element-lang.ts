import { useStore } from '@nanostores/react';
import { $lang, isLang, type Lang } from '@candleshop/core';
import type { SdkSettings } from '../sdk/settings.js';

/** The language an element shows: its own `lang`, else the loader's setting, else the page's (SPEC §1). */
export function elementLang(element: Pick<HTMLElement, 'getAttribute'>, settings: SdkSettings, pageLang: Lang = $lang.get()): Lang {
  const own = element.getAttribute('lang');
  return isLang(own) ? own : (settings.lang ?? pageLang);
}

/** {@link elementLang}, following the page's language as it changes. */
export function useElementLang(element: Pick<HTMLElement, 'getAttribute'>, settings: SdkSettings): Lang {
  return elementLang(element, settings, useStore($lang));
}
