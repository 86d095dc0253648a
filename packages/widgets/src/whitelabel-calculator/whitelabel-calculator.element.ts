import type { ElementDescription } from '../internal/element-description.js';

// Written out, not borrowed from core: the element's public contract ships in the package's typings on its own.
/** Detail of `candle-whitelabel-requested`: the request the shop received, priced by the server. */
export interface WhiteLabelRequestedDetail {
  /** The request's number (the shop's quote mail names it). */
  id: string;
  quantity: number;
  /** The server's total in integer IQD: quantity × (candle + label + package). */
  total: number;
}

/** `<candle-whitelabel-calculator>`: the one description its docs, manifest and typings come from. */
export const whitelabelCalculatorElement = {
  tag: 'candle-whitelabel-calculator',
  className: 'CandleWhitelabelCalculatorElement',
  summary: 'White-label candles (SPEC §2 /whitelabel/request) for any page: price candles under your own brand and send the request.',
  description:
    "The buyer chooses how many candles (50 to 10 000), the container and its size, the wax colour, scent, wick and an optional package, and whether each candle carries a branded label sticker (+500 IQD a candle, SPEC §9) with the label's text and an optional logo (PNG, JPEG or WebP up to 2500 KB, uploaded at once). A live preview draws the label on the chosen candle in the chosen colour, its text right to left when it is Arabic or Kurdish, and a live breakdown shows a candle, the label, the package, the price per candle and the total, by the same rule the server prices the request with. Guests give a name, phone and email and pass the human check the server names; a signed-in customer's details are filled in. After sending, the widget says what happens next: the shop replies with a confirmed quote by email.",
  attributes: [{ name: 'lang', type: "'en' | 'ku' | 'ar'", default: "the loader's data-lang", description: 'The language, for this element only.', prop: 'lang' }],
  properties: [],
  events: [
    {
      name: 'candle-whitelabel-requested',
      detailType: 'WhiteLabelRequestedDetail',
      cancelable: false,
      description: "The shop received the request (its number, quantity and the server's total); the widget shows what happens next.",
    },
  ],
  analytics: "`generate_lead` when the request is sent; `value` is the server's total.",
  parts: [
    { name: 'base', description: 'The whole widget.' },
    { name: 'form', description: 'The request form.' },
    { name: 'field', description: 'One form field.' },
    { name: 'field-error', description: "A field's error message." },
    { name: 'preview', description: 'The live label preview (an SVG).' },
    { name: 'breakdown', description: 'The live price breakdown.' },
    { name: 'total', description: 'The total.' },
    { name: 'send', description: 'The send button.' },
    { name: 'alert', description: 'A message about sending.' },
    { name: 'confirmation', description: 'What happens next, after sending.' },
  ],
  slots: [],
} as const satisfies ElementDescription;
