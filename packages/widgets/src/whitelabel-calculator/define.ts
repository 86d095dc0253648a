// <candle-whitelabel-calculator>: see whitelabel-calculator.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { useStore } from '@nanostores/react';
import { createAccountClient, createConfiguredHumanCheck, createPublicClient, shared } from '@candleshop/core';
import { emit, track } from '../internal/analytics.js';
import { defineCandleElement } from '../internal/define-element.js';
import { elementLang, useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { WhiteLabelCalculator, WHITELABEL_CALCULATOR_AREAS } from './whitelabel-calculator.js';
import { whitelabelCalculatorCss } from './whitelabel-calculator.css.js';

const ATTRIBUTES = ['lang'] as const;

function CalculatorElement({ element, settings }: { element: HTMLElement; settings: SdkSettings }) {
  const lang = useElementLang(element, settings);
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
      emit(element, 'candle-whitelabel-requested', detail);
      // GA4's generate_lead carries the lead's value, no items.
      track(element, 'generate_lead', [], { value: detail.total });
    },
  });
}

/** Defines <candle-whitelabel-calculator> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineCandleElement({
    tag: 'candle-whitelabel-calculator',
    attributes: ATTRIBUTES,
    css: whitelabelCalculatorCss,
    messages: { lang: (element) => elementLang(element, settings), areas: WHITELABEL_CALCULATOR_AREAS },
    render: (element) => createElement(CalculatorElement, { element, settings }),
  });
}
