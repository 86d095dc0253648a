import { atom } from 'nanostores';

/**
 * Counts the plans made on this page: the plans' list reads itself again when a past refill
 * request is repeated as a plan (the two sit in different sections of the account).
 */
export const $plansChanged = atom(0);

/** Tells the plans' list that a plan was made or changed. */
export const plansChanged = () => $plansChanged.set($plansChanged.get() + 1);
