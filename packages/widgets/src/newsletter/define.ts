// <candle-newsletter>: see newsletter.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { useStore } from '@nanostores/react';
import { createAccountClient, createConfiguredHumanCheck, createPublicClient, shared } from '@candleshop/core';
import { emit, track } from '../internal/analytics.js';
import { defineCandleElement } from '../internal/define-element.js';
import { elementLang, useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { Newsletter, NEWSLETTER_AREAS } from './newsletter.js';
import { newsletterCss } from './newsletter.css.js';

const ATTRIBUTES = ['lang'] as const;

function NewsletterElement({ element, settings }: { element: HTMLElement; settings: SdkSettings }) {
  const lang = useElementLang(element, settings);
  const client = shared(`client:${settings.endpoint}`, () => createPublicClient({ endpoint: settings.endpoint }));
  const account = shared(`account-client:${settings.endpoint}`, () => createAccountClient({ endpoint: settings.endpoint }));
  // SPEC §5: a human-check token goes with every sign-up; the server names the provider.
  const humanCheck = shared(`human-check:${settings.endpoint}`, () => createConfiguredHumanCheck({ client }));
  const provider = useStore(humanCheck.$provider);
  return createElement(Newsletter, {
    account,
    lang,
    humanCheck,
    localHumanCheck: provider === 'local',
    onRequested() {
      emit(element, 'candle-newsletter-requested', { mailed: true });
      track(element, 'sign_up', undefined, { method: 'newsletter' });
    },
  });
}

/** Defines <candle-newsletter> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineCandleElement({
    tag: 'candle-newsletter',
    attributes: ATTRIBUTES,
    css: newsletterCss,
    messages: { lang: (element) => elementLang(element, settings), areas: NEWSLETTER_AREAS },
    render: (element) => createElement(NewsletterElement, { element, settings }),
  });
}
