// <candle-whitelabel-calculator>: see whitelabel-calculator.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { emit, track } from '../internal/analytics.js';
import { useShopClients } from '../internal/shop-clients.js';
import { defineCandleElement, type ElementProps } from '../internal/define-element.js';
import { useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { WhiteLabelCalculator, WHITELABEL_CALCULATOR_AREAS } from './whitelabel-calculator.js';
import { whitelabelCalculatorCss } from './whitelabel-calculator.css.js';

const ATTRIBUTES = ['lang'] as const;

function CalculatorElement({ element, settings }: ElementProps) {
  const lang = useElementLang(element, settings);
  return createElement(WhiteLabelCalculator, {
    ...useShopClients(settings.endpoint),
    lang,
    onRequested(detail) {
      emit(element, 'candle-whitelabel-requested', detail);
      // GA4's generate_lead carries the lead's value, no items.
      track(element, 'generate_lead', [], { value: detail.total });
    },
  });
}

/** Defines <candle-whitelabel-calculator> with the page's SDK settings. */
export const define = (settings: SdkSettings) =>
  defineCandleElement({ tag: 'candle-whitelabel-calculator', attributes: ATTRIBUTES, css: whitelabelCalculatorCss, areas: WHITELABEL_CALCULATOR_AREAS, Component: CalculatorElement }, settings);
