/** A ticket tier as the widget knows it (SPEC §3 Workshop tickets): for `min` to `max` people, `price` IQD each. */
export interface TicketTier {
  id: string;
  min: number;
  max: number;
  price: number;
  soldout: boolean;
}

/** A workshop as the widget knows it (SPEC §3 Workshop, with its seats). */
export interface TicketWorkshop {
  id: string;
  title: string;
  description: string;
  image: string;
  date: string;
  seats: number;
  seatsLeft: number;
  past: boolean;
  tickets: readonly TicketTier[];
}

/**
 * Why a tier cannot be bought for `people` now, as a message key, or undefined when it can.
 * The server decides in the end; this says so before payment (ISSUE 11: "a tier that no longer
 * fits says so before payment, not after").
 */
export function tierProblem(workshop: TicketWorkshop, tier: TicketTier, people: number): string | undefined {
  if (workshop.past) return 'tickets.past';
  if (tier.soldout) return 'tickets.soldout';
  if (!Number.isInteger(people) || people < tier.min || people > tier.max) return 'tickets.peopleRange';
  if (workshop.seatsLeft < people) return 'tickets.notEnoughSeats';
  return undefined;
}

/** A people count kept within the tier's min..max (the stepper's bounds); anything unreadable gives min. */
export function clampPeople(tier: Pick<TicketTier, 'min' | 'max'>, value: unknown): number {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) return tier.min;
  return Math.min(tier.max, Math.max(tier.min, number));
}

/** Whether anything of the workshop can be booked: not past, and a tier that is not sold out. */
export function isBookable(workshop: TicketWorkshop): boolean {
  return !workshop.past && workshop.tickets.some((tier) => !tier.soldout && tier.min <= workshop.seatsLeft);
}
