/** SPEC §9: a branded label sticker costs 500 IQD a candle. */
export const LABEL_STICKER_PRICE = 500;

/** The fewest and most candles one white-label request may order (schema Mutation.whiteLabel). */
export const WHITE_LABEL_QUANTITY = { min: 50, max: 10_000 } as const;

/** What a white-label request is priced from: integer IQD per candle, and how many candles. */
export interface WhiteLabelChoice {
  /** The shop's single white-label price per candle (SPEC §3, query whiteLabelPrice). */
  candlePrice: number;
  /** Whether each candle carries the buyer's branded label sticker. */
  sticker: boolean;
  /** The chosen package's price per candle; null without a package. */
  packagePrice: number | null;
  quantity: number;
}

/** The price breakdown a buyer sees and the server charges by: per candle, then the total. */
export interface WhiteLabelQuote {
  candlePrice: number;
  labelPrice: number;
  packagePrice: number;
  /** candlePrice + labelPrice + packagePrice. */
  perCandle: number;
  /** quantity × perCandle. */
  total: number;
}

/**
 * The price of a white-label request (SPEC §3, §9): each candle costs the white-label price, plus
 * 500 IQD for a branded label sticker, plus its package; the total is that times the quantity.
 * Integer IQD in, integer IQD out. The server prices requests with this same function (the
 * contract test tests/contract/whitelabel-quote.test.ts holds the two together).
 * @example whiteLabelQuote({ candlePrice: 6000, sticker: true, packagePrice: 1500, quantity: 200 }).total // 1600000
 */
export function whiteLabelQuote({ candlePrice, sticker, packagePrice, quantity }: WhiteLabelChoice): WhiteLabelQuote {
  const labelPrice = sticker ? LABEL_STICKER_PRICE : 0;
  const perCandle = candlePrice + labelPrice + (packagePrice ?? 0);
  return { candlePrice, labelPrice, packagePrice: packagePrice ?? 0, perCandle, total: perCandle * quantity };
}

/** Whether `quantity` is a whole number of candles within {@link WHITE_LABEL_QUANTITY}. */
export function isWhiteLabelQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= WHITE_LABEL_QUANTITY.min && quantity <= WHITE_LABEL_QUANTITY.max;
}
