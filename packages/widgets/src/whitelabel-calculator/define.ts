// <candle-whitelabel-calculator>: see whitelabel-calculator.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { useStore } from '@nanostores/react';
import { $lang, createAccountClient, createConfiguredHumanCheck, createPublicClient, isLang, shared } from '@candleshop/core';
import { defineCandleElement } from '../internal/define-element.js';
import type { SdkSettings } from '../sdk/settings.js';
import { WhiteLabelCalculator } from './whitelabel-calculator.js';
import { whitelabelCalculatorCss } from './whitelabel-calculator.css.js';

const ATTRIBUTES = ['lang'] as const;

function CalculatorElement({ element, settings }: { element: HTMLElement; settings: SdkSettings }) {
  const pageLang = useStore($lang);
  const own = element.getAttribute('lang');
  const lang = isLang(own) ? own : (settings.lang ?? pageLang);
  const client = shared(`client:${settings.endpoint}`, () => createPublicClient({ endpoint: settings.endpoint }));
  const account = shared(`account-client:${settings.endpoint}`, () => createAccountClient({ endpoint: settings.endpoint }));
  // SPEC §7 Human check: the one the server runs; its script loads on a guest's first request only.
  const humanCheck = shared(`human-check:${settings.endpoint}`, () => createConfiguredHumanCheck({ client }));
  const provider = useStore(humanCheck.$provider);
  return createElement(WhiteLabelCalculator, {
    client,
    account,
    lang,
    humanCheck,
    localHumanCheck: provider === 'local',
    onRequested(detail) {
      element.dispatchEvent(new CustomEvent('candle-whitelabel-requested', { bubbles: true, composed: true, detail }));
    },
  });
}

/** Defines <candle-whitelabel-calculator> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineCandleElement({
    tag: 'candle-whitelabel-calculator',
    attributes: ATTRIBUTES,
    css: whitelabelCalculatorCss,
    render: (element) => createElement(CalculatorElement, { element, settings }),
  });
}
