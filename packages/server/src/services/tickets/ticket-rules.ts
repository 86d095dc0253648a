// The rules of workshop tickets (SPEC §3 WorkshopTicket, §5 Totals), written once for the
// listing (soldout), the purchase (which refusal) and the price.

/** What decides whether a tier can be bought. */
export interface TierState {
  min: number;
  /** Closed by the shop. */
  closed: boolean;
  /** Seats of the workshop no ticket holds. */
  seatsLeft: number;
  /** The workshop has started. */
  past: boolean;
}

/**
 * SPEC §3 WorkshopTicket.soldout: the shop closed the tier, the workshop is past, or fewer seats
 * are left than the tier's smallest group.
 */
export function isSoldout(tier: TierState): boolean {
  return tier.closed || tier.past || tier.seatsLeft < tier.min;
}

/**
 * A ticket's total in integer IQD: people × the tier's price per person (core's `ticketTotal`
 * shows the same; tests/contract/ticket-total.test.ts holds the two together).
 */
export function ticketTotal(pricePerPerson: number, people: number): number {
  return pricePerPerson * people;
}
