import { useEffect } from 'react';

const adopted = new Set<string>();

/**
 * Adds a component's CSS (the same strings the widgets adopt in their shadow roots) to the
 * document once, as a constructable stylesheet: no <style> tag, so a strict CSP holds here too.
 */
export function adoptCss(css: string): void {
  if (adopted.has(css)) return;
  adopted.add(css);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** {@link adoptCss} once the component is on screen, so rendering touches no `document`. */
export function useAdoptedCss(css: string): void {
  useEffect(() => adoptCss(css), [css]);
}
