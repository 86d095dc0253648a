import { useEffect } from 'react';
import { $lang, DEFAULT_LANG, localizedPath, splitLangPath, type Lang } from '@candleshop/core';
import { $router } from '../router.js';

/**
 * Keeps the visitor's language (SPEC §1: localStorage `lang`) and the page's language URL in step
 * (README "Language URLs"): a /ku or /ar address sets the language; an address without one takes
 * the visitor's language; choosing another language moves to its address.
 */
export function useLanguageUrl(path: string | undefined): void {
  useEffect(() => {
    if (path === undefined) return;
    const named = splitLangPath(path).lang;
    if (named && named !== $lang.get()) $lang.set(named);
    else if (!named && $lang.get() !== DEFAULT_LANG) follow($lang.get());
  }, [path]);
  useEffect(() => $lang.listen((lang) => follow(lang)), []);
}

function follow(lang: Lang): void {
  const current = `${location.pathname}${location.search}${location.hash}`;
  const wanted = localizedPath(current, lang);
  if (wanted !== current) $router.open(wanted, true);
}
