import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { claimBytes, doorCodeOf, signedBytes, signedCodeText, type TicketClaim } from '@candleshop/rules';

// Issue 27: tickets are signed with the shop's Ed25519 key (TICKET_SIGNING_KEY), a library
// signature (node:crypto, RFC 8032), so a check-in phone holding only the public key can tell a
// real ticket from a changed or forged one without the network.

/**
 * The development key used when TICKET_SIGNING_KEY is unset outside production (logged as LOCAL):
 * published, so codes signed with it prove nothing; production refuses to start on it.
 */
export const LOCAL_TICKET_SIGNING_KEY = 'Y2FuZGxlc2hvcC1sb2NhbC10aWNrZXQta2V5LW5vdC0';

// An Ed25519 private key's PKCS #8 wrapping (RFC 8410) around its 32-byte seed.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** Whether a text is a usable TICKET_SIGNING_KEY: 32 bytes in base64url (43 characters). */
export function isTicketSigningKey(text: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(text) && Buffer.from(text, 'base64url').length === 32;
}

/** Signs and checks ticket codes under one key. */
export interface TicketSigner {
  /** The public key, 32 bytes in base64url: what a check-in device verifies with. */
  publicKey: string;
  /** Whether this is the published development key (said on the check-in page). */
  local: boolean;
  /** The QR text of a ticket: `CS1.` and its claim and signature. Ed25519 is deterministic, so a ticket always gets the same code. */
  code(claim: TicketClaim): string;
  /** The printed door code of a ticket, derived from its signature (`1234-ABCD-EFGH`). */
  doorCode(claim: TicketClaim): string;
  /** Whether `signature` is this key's over `claim` (the claim's bytes as read). */
  verify(claim: Uint8Array, signature: Uint8Array): boolean;
}

/** A signer from a TICKET_SIGNING_KEY. @throws Error when the key is not 32 bytes of base64url */
export function ticketSigner(seed: string): TicketSigner {
  if (!isTicketSigningKey(seed)) throw new Error('candleshop: TICKET_SIGNING_KEY must be 32 bytes in base64url (43 characters)');
  const privateKey: KeyObject = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, Buffer.from(seed, 'base64url')]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  const signatureOf = (claim: TicketClaim) => sign(null, signedBytes(claimBytes(claim)), privateKey);
  return {
    publicKey: publicKey.export({ format: 'jwk' }).x!,
    local: seed === LOCAL_TICKET_SIGNING_KEY,
    code: (claim) => signedCodeText(claimBytes(claim), signatureOf(claim)),
    doorCode: (claim) => doorCodeOf(claim.ticketId, createHash('sha256').update(signatureOf(claim)).digest()),
    verify: (claim, signature) => signature.length === 64 && verify(null, signedBytes(claim), publicKey, signature),
  };
}
