/**
 * A workshop ticket's total in IQD (SPEC §5 Totals, schema WorkshopTicket.price): a tier's price
 * is per person, so a ticket for `people` persons costs people × that price. Prices are integer
 * IQD (DESIGN §4), so the total is too. The server charges by the same rule (the contract test
 * tests/contract/ticket-total.test.ts holds the two together).
 * @example ticketTotal(30000, 2) // 60000
 */
export function ticketTotal(pricePerPerson: number, people: number): number {
  return pricePerPerson * people;
}
