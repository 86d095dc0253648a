// The one place a widget's events leave it: `emit` for the elements' own events, `track` for
// `candle-analytics` (issue 26 item 5). Small on purpose: every widget's budget counts it.
import type { AnalyticsDetail, AnalyticsEcommerce, AnalyticsEventName, AnalyticsItem } from './analytics-detail.js';

export type { AnalyticsDetail, AnalyticsEventName, AnalyticsItem };

// Written by sdk/analytics-consent.ts. The loader shares no module with the widgets (it would pull
// their runtime in), so a registered symbol on the global object is the contract between them.
const CONSENT = Symbol.for('candleshop.consent');

/**
 * Each `candle-*` event and its detail, as the elements' descriptions declare them
 * (GlobalEventHandlersEventMap in the generated elements.d.ts): one source for what a page hears
 * and what a widget may send.
 */
export type CandleEvents = {
  [Type in keyof GlobalEventHandlersEventMap as Type extends `candle-${string}` ? Type : never]: GlobalEventHandlersEventMap[Type] extends CustomEvent<infer Detail> ? Detail : never;
};

/** Dispatches a `candle-*` event from `target`, bubbling and composed, with the detail its description declares; false when a listener cancelled it. */
export function emit<Type extends keyof CandleEvents>(target: EventTarget, type: Type, detail: CandleEvents[Type], cancelable?: boolean): boolean {
  return target.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, cancelable, detail }));
}

/** Whether the page granted analytics consent (the loader's `data-analytics-consent="granted"` or `grantAnalyticsConsent()`). */
export function analyticsConsented(): boolean {
  return (globalThis as Record<symbol, unknown>)[CONSENT] === true;
}

/** The detail of an event: with `items`, GA4's e-commerce parameters in IQD, the value their sum. */
export function analyticsDetail(event: AnalyticsEventName, items?: AnalyticsItem[], params?: Partial<Omit<AnalyticsEcommerce, 'items'>> | { method: string }): AnalyticsDetail {
  return items ? { event, ecommerce: { currency: 'IQD', value: items.reduce((sum, item) => sum + item.price * item.quantity, 0), items, ...params } } : { event, ...params };
}

/** {@link track} bound to an element: what a widget's component is given. */
export type Track = (...event: Parameters<typeof analyticsDetail>) => void;

/**
 * Dispatches `candle-analytics` from `target`, only once the page granted consent. An event from
 * before consent is dropped, not kept for later: consent given now does not cover what happened
 * before it. Nothing is sent anywhere; the page forwards the events itself (README).
 */
export function track(target: EventTarget, ...event: Parameters<typeof analyticsDetail>): void {
  if (analyticsConsented()) emit(target, 'candle-analytics', analyticsDetail(...event));
}
