import { createRoot, hydrateRoot } from 'react-dom/client';
import { $lang, clearQuerySnapshot, DEFAULT_LANG, loadMessages, localizedPath, seedQuerySnapshot, splitLangPath } from '@candleshop/core';
import { App } from './app.js';
import { $router } from './router.js';
import { ANSWERS_ELEMENT_ID } from './ssr/page-document.js';
import { pageMessageAreas } from './frame/page-messages.js';

const root = document.getElementById('app')!;
const answers = document.getElementById(ANSWERS_ELEMENT_ID);
const here = `${location.pathname}${location.search}${location.hash}`;
const named = splitLangPath(location.pathname).lang;

if (!answers) {
  createRoot(root).render(<App />);
} else if (!named && $lang.get() !== DEFAULT_LANG) {
  // The server rendered the English page; the visitor chose another language (SPEC §1 `lang`):
  // the page in that language is its own address (README "Language URLs").
  location.replace(localizedPath(here, $lang.get()));
} else {
  // The first render must be the server's: the address's language, its messages and the answers the
  // page was rendered with, all in hand before hydrating.
  $lang.set(named ?? DEFAULT_LANG);
  seedQuerySnapshot(JSON.parse(answers.textContent ?? '{}'));
  // The answers belong to this page: the next one asks the API.
  const rendered = `${location.pathname}${location.search}`;
  const forget = $router.listen(() => {
    if (`${location.pathname}${location.search}` === rendered) return;
    clearQuerySnapshot();
    forget();
  });
  void loadMessages($lang.get(), pageMessageAreas($router.get())).then(
    () => hydrateRoot(root, <App prerendered />),
    // Messages that cannot load: the app renders on its own and shows its retry.
    () => createRoot(root).render(<App />),
  );
}
