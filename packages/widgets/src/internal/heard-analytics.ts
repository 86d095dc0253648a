// Test helper: what a partner page's listener hears of `candle-analytics`, for the widgets' tests.
import type { AnalyticsDetail } from './analytics-detail.js';

/** Listens on the document until `stop()`; `heard` fills as events arrive. */
export function heardAnalytics() {
  const heard: AnalyticsDetail[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent<AnalyticsDetail>).detail);
  document.addEventListener('candle-analytics', listener);
  return { heard, names: () => heard.map((detail) => detail.event), stop: () => document.removeEventListener('candle-analytics', listener) };
}
