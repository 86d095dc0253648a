import { createHash, randomBytes } from 'node:crypto';

/** A new cycle link's token: 192 random bits (SECURITY A6), as the sales' links have. */
export const newCycleToken = (): string => randomBytes(24).toString('base64url');

/** The SHA-256 (hex) a token is kept as, the sales' links' rule: the token itself is only in the customer's messages. */
export function cycleTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
