/**
 * The message key of a status (SPEC §3 spells them with spaces, keys are camel case): the same words
 * in every list and page of orders, refills, tickets, requests and subscriptions.
 * @example statusKey('being prepared') // 'order.status.beingPrepared'
 * @example statusKey('quoted', 'personalized.statuses') // 'personalized.statuses.quoted'
 */
export function statusKey(status: string, section = 'order.status'): string {
  return `${section}.${status.replace(/[ _-]+(\w)/g, (_, letter: string) => letter.toUpperCase())}`;
}
