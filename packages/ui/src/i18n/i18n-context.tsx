import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createTranslator, loadedMessages, loadMessages, textDirection, type Lang, type MessageArea, type Translate } from '@candleshop/core';

/** The language a subtree shows, its direction and its translator. */
export interface I18nState {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  t: Translate;
}

const I18nContext = createContext<I18nState | null>(null);

/** Options of {@link useMessages}. */
export interface MessagesState {
  /** The language asked for (what a retry before any text says itself in). */
  lang: Lang;
  i18n: I18nState | null;
  failed: boolean;
  /** Whether `i18n` holds the language and the areas asked for, not the ones before them. */
  current: boolean;
  retry: () => void;
}

/**
 * Loads the messages of `lang`: the shop-wide ones and those of `areas` (only the areas whose texts
 * the caller shows: each is a download); `i18n` is null until they arrive.
 * @example useMessages(lang, CART_DRAWER_AREAS) // with const CART_DRAWER_AREAS = [buyingMessages]
 */
export function useMessages(lang: Lang, areas: readonly MessageArea[] = []): MessagesState {
  // Messages already here render at once: no empty first frame on a page rendered on the server.
  // The areas by name, so that a caller passing a new array of the same areas does not reload.
  const names = areas.map((area) => area.name).join();
  const [state, setState] = useState<{ lang: Lang; names: string; t: Translate } | null>(() => {
    const messages = loadedMessages(lang, areas);
    return messages ? { lang, names, t: createTranslator(lang, messages) } : null;
  });
  const arrivedFirst = useRef(state !== null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(areas);
  latest.current = areas;
  useEffect(() => {
    let live = true;
    setFailed(false);
    if (arrivedFirst.current) {
      arrivedFirst.current = false;
      return;
    }
    loadMessages(lang, latest.current).then(
      (messages) => live && setState({ lang, names, t: createTranslator(lang, messages) }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [lang, names, attempt]);
  // Keep showing the previous language until the new one has loaded, rather than flashing keys.
  const i18n = state ? { lang: state.lang, dir: textDirection(state.lang), t: state.t } : null;
  const current = state !== null && state.lang === lang && state.names === names;
  return { lang, i18n, failed, current, retry: () => setAttempt((n) => n + 1) };
}

/** Provides a loaded language to the components below. */
export function I18nProvider({ value, children }: { value: I18nState; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The language of the surrounding {@link I18nProvider}. */
export function useI18n(): I18nState {
  const value = useContext(I18nContext);
  if (!value) throw new Error('candleshop: useI18n needs an I18nProvider above it');
  return value;
}
