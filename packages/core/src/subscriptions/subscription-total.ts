/**
 * A gift subscription's total in IQD (issue 12): the package's price for the months chosen, plus,
 * when it is delivered, the city's delivery price for each month's box (pickup: nothing). Integer
 * IQD in and out. The server charges by the same rule (tests/contract/subscription-total.test.ts).
 * @example subscriptionTotal({ price: 75000, months: 3, deliveryPrice: 5000 }) // 90000
 */
export function subscriptionTotal({ price, months, deliveryPrice }: { price: number; months: number; deliveryPrice: number | null }): number {
  return price + (deliveryPrice ?? 0) * months;
}
