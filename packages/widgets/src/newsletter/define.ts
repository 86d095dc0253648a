// <candle-newsletter>: see newsletter.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { emit, track } from '../internal/analytics.js';
import { useShopClients } from '../internal/shop-clients.js';
import { defineCandleElement, type ElementProps } from '../internal/define-element.js';
import { useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { Newsletter, NEWSLETTER_AREAS } from './newsletter.js';
import { newsletterCss } from './newsletter.css.js';

const ATTRIBUTES = ['lang'] as const;

function NewsletterElement({ element, settings }: ElementProps) {
  const lang = useElementLang(element, settings);
  return createElement(Newsletter, {
    ...useShopClients(settings.endpoint),
    lang,
    onRequested() {
      emit(element, 'candle-newsletter-requested', { mailed: true });
      track(element, 'sign_up', undefined, { method: 'newsletter' });
    },
  });
}

/** Defines <candle-newsletter> with the page's SDK settings. */
export const define = (settings: SdkSettings) => defineCandleElement({ tag: 'candle-newsletter', attributes: ATTRIBUTES, css: newsletterCss, areas: NEWSLETTER_AREAS, Component: NewsletterElement }, settings);
