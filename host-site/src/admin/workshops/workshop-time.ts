// Workshops happen in Erbil: the form's date and time are Baghdad's (UTC+3 all year, no summer time).
const BAGHDAD_MS = 3 * 60 * 60 * 1000;

/** An ISO date with its offset as a datetime-local value in Baghdad time: 2026-12-05T17:00. */
export function toBaghdadInput(iso: string): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : new Date(time + BAGHDAD_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Baghdad time, as the API takes it: 2026-12-05T17:00:00+03:00. */
export function fromBaghdadInput(value: string): string {
  return `${value}:00+03:00`;
}
