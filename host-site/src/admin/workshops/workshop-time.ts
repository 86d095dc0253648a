import { SHOP_OFFSET_MS, SHOP_UTC_OFFSET } from '@candleshop/core';

// Workshops happen in Erbil: the form's date and time are on the shop's clock.

/** An ISO date with its offset as a datetime-local value on the shop's clock: 2026-12-05T17:00. */
export function toBaghdadInput(iso: string): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : new Date(time + SHOP_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read on the shop's clock, as the API takes it: 2026-12-05T17:00:00+03:00. */
export function fromBaghdadInput(value: string): string {
  return `${value}:00${SHOP_UTC_OFFSET}`;
}
