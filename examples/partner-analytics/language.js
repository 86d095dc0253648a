// The partner serves its pages in the visitor's language (?lang=ar or ?lang=ku), the widgets too.
// A classic script placed after the loader's tag: it runs before the loader (a module) reads its
// data-lang, and keeps the language on the partner's own links.
const lang = new URLSearchParams(location.search).get('lang');
if (lang === 'ar' || lang === 'ku') {
  document.documentElement.lang = lang;
  document.documentElement.dir = 'rtl';
  document.querySelector('script[data-lang]').dataset.lang = lang;
  document.addEventListener('DOMContentLoaded', () => {
    for (const link of document.querySelectorAll('a[href$=".html"]')) link.search = `?lang=${lang}`;
  });
}
