/** Shop sections in the order of the shop's tabs (SPEC §2), with their category ids (SPEC §1). */
export const SECTIONS = {
  all: undefined,
  accessories: 2,
  candles: 1,
  giftsets: 4,
  giftcards: 3,
} as const;

/** A section of the shop listing. */
export type Section = keyof typeof SECTIONS;

/** Whether `value` names a shop section. */
export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && Object.hasOwn(SECTIONS, value);
}
