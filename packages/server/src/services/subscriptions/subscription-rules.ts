/**
 * SPEC §3, issue 12: the package's price for the months, plus the city's delivery price for each
 * month's box (pickup: nothing). The same rule as core's subscriptionTotal (the server cannot
 * import client code; tests/contract/subscription-total.test.ts holds the two together).
 */
export function subscriptionTotal({ price, months, deliveryPrice }: { price: number; months: number; deliveryPrice: number | null }): number {
  return price + (deliveryPrice ?? 0) * months;
}
