import type { WhiteLabelOptions } from '../../db/repositories/whitelabel/white-label-requests.js';
import { badRequest } from '../../errors.js';

/** SPEC §9: a branded label sticker costs 500 IQD a candle (core LABEL_STICKER_PRICE). */
export const LABEL_STICKER_PRICE = 500;

/** The fewest and most candles one request may order (schema Mutation.whiteLabel). */
export const WHITE_LABEL_QUANTITY = { min: 50, max: 10_000 } as const;

/** The longest label text a sticker carries. */
export const MAX_LABEL = 40;

/** The server's price of a white-label request, per candle and in total (integer IQD). */
export interface WhiteLabelPrice {
  candlePrice: number;
  labelPrice: number;
  packagePrice: number;
  total: number;
}

/**
 * SPEC §3, §9: per candle the white-label price, + 500 IQD for a sticker, + the package's price;
 * times the quantity. The same rule as core's whiteLabelQuote (the server cannot import client
 * code; tests/contract/whitelabel-quote.test.ts holds the two together).
 */
export function whiteLabelPrice(candlePrice: number, sticker: boolean, packagePrice: number | undefined, quantity: number): WhiteLabelPrice {
  const labelPrice = sticker ? LABEL_STICKER_PRICE : 0;
  const pack = packagePrice ?? 0;
  return { candlePrice, labelPrice, packagePrice: pack, total: quantity * (candlePrice + labelPrice + pack) };
}

const invalid = (field: string) => badRequest({ [field]: [`input.${field}.invalid`] });

/**
 * Checks the materials a request names (the container must offer the size; colour, scent, wick
 * and the package, when asked for, must exist) and prices it.
 * @throws bad.request with the failing field
 * @returns undefined when the shop has no white-label price
 */
export function priceWhiteLabel(options: WhiteLabelOptions, choice: { size: number | undefined; package: number | undefined; sticker: boolean; quantity: number }): WhiteLabelPrice | undefined {
  if (!options.containerSizes) throw invalid('container');
  if (choice.size === undefined || !options.containerSizes.has(choice.size)) throw invalid('size');
  if (!options.colorExists) throw invalid('color');
  if (!options.scentExists) throw invalid('scent');
  if (!options.wickExists) throw invalid('wick');
  if (choice.package !== undefined && options.packagePrice === undefined) throw invalid('package');
  if (options.candlePrice === undefined) return undefined;
  return whiteLabelPrice(options.candlePrice, choice.sticker, options.packagePrice, choice.quantity);
}
