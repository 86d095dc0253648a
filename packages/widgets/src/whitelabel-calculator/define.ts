// <candle-whitelabel-calculator>: see whitelabel-calculator.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { accountClientFor, defineWidget, emit, publicClientFor, useHumanCheck } from '../internal/element-glue.js';
import { useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { WhiteLabelCalculator, WHITELABEL_CALCULATOR_AREAS } from './whitelabel-calculator.js';
import { whitelabelCalculatorCss } from './whitelabel-calculator.css.js';

function CalculatorElement({ element, settings }: { element: HTMLElement; settings: SdkSettings }) {
  const client = publicClientFor(settings.endpoint);
  return createElement(WhiteLabelCalculator, {
    client,
    account: accountClientFor(settings.endpoint),
    lang: useElementLang(element, settings),
    ...useHumanCheck(settings.endpoint, client),
    onRequested: (detail) => emit(element, 'candle-whitelabel-requested', detail),
  });
}

/** Defines <candle-whitelabel-calculator> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineWidget(settings, {
    tag: 'candle-whitelabel-calculator',
    attributes: ['lang'],
    css: whitelabelCalculatorCss,
    areas: WHITELABEL_CALCULATOR_AREAS,
    component: CalculatorElement,
  });
}
