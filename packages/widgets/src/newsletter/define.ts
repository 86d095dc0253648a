// <candle-newsletter>: see newsletter.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { accountClientFor, defineWidget, emit, useHumanCheck } from '../internal/element-glue.js';
import { useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { Newsletter, NEWSLETTER_AREAS } from './newsletter.js';
import { newsletterCss } from './newsletter.css.js';

function NewsletterElement({ element, settings }: { element: HTMLElement; settings: SdkSettings }) {
  // SPEC §5: a human-check token goes with every sign-up; the server names the provider.
  return createElement(Newsletter, {
    account: accountClientFor(settings.endpoint),
    lang: useElementLang(element, settings),
    ...useHumanCheck(settings.endpoint),
    onRequested: () => emit(element, 'candle-newsletter-requested', { mailed: true }),
  });
}

/** Defines <candle-newsletter> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineWidget(settings, { tag: 'candle-newsletter', attributes: ['lang'], css: newsletterCss, areas: NEWSLETTER_AREAS, component: NewsletterElement });
}
