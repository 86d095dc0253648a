/**
 * The one description of a custom element (STYLE: one source per element). `npm run elements`
 * turns each into `custom-elements.json`, the README's widget reference and `elements.d.ts`; a
 * test fails when those drift. Description modules import types only, so the build script can
 * load them as plain data. The CSS custom properties an element reads are not listed here: the
 * generator reads them from the stylesheets its shadow root adopts (`element-styles.ts`).
 */
export interface ElementDescription {
  tag: `candle-${string}`;
  /** The name of the element's interface in `elements.d.ts` (`CandleProductGridElement`). */
  className: string;
  /** One sentence: what the element is. */
  summary: string;
  /** More about what it shows and does (Markdown). */
  description: string;
  attributes: readonly AttributeDescription[];
  /** A sentence printed after the attribute table, when one is needed. */
  attributesNote?: string;
  /** JavaScript properties beyond the attributes (objects; primitives are attributes). */
  properties: readonly PropertyDescription[];
  /** The element's own events; `candle-analytics`, which every element dispatches, is added from `analytics`. */
  events: readonly EventDescription[];
  /** Which GA4 events the element's `candle-analytics` carries, and when (Markdown). */
  analytics: string;
  parts: readonly PartDescription[];
  /** A sentence about the tokens, printed after their list. */
  cssNote?: string;
  slots: readonly SlotDescription[];
}

/** An observed attribute. */
export interface AttributeDescription {
  name: string;
  /** The TypeScript type of its value as text (`'en' | 'ku' | 'ar'`, `boolean` for presence). */
  type: string;
  /** The value when absent, as text. */
  default?: string;
  description: string;
  /** The component prop it feeds (`hide-tabs` → `hideTabs`). */
  prop: string;
}

/** A JavaScript property of the element. */
export interface PropertyDescription {
  name: string;
  type: string;
  description: string;
}

/** An event the element dispatches (always bubbling and composed). */
export interface EventDescription {
  name: `candle-${string}`;
  /** The name of the detail's interface, exported by the description module; the typings copy it and the docs show its shape. */
  detailType: string;
  cancelable: boolean;
  /** When it fires, and what happens unless it is cancelled. */
  description: string;
}

/** A shadow part partners style with `::part()`. */
export interface PartDescription {
  name: string;
  description: string;
}

/** A slot for the page's own content. */
export interface SlotDescription {
  name: string;
  description: string;
}
