import { describe, expect, it } from 'vitest';
import { LOCAL_STAFF_SECRET_KEY, seal, staffKey, unseal } from './secret-box.js';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode, totpStep } from './totp.js';

// RFC 6238 Appendix B: the seeds are ASCII "1234567890" repeated to the hash's key length; 8 digits.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('matches the RFC 6238 vectors at %i s', (seconds, sha1, sha256, sha512) => {
    const step = totpStep(seconds * 1000);
    expect(hotp(SEEDS.sha1, step, 8, 'sha1')).toBe(sha1);
    expect(hotp(SEEDS.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(SEEDS.sha512, step, 8, 'sha512')).toBe(sha512);
  });

  it('matches the RFC 4226 HOTP vectors in 6 digits', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected);
  });

  it('computes the code of a base32 secret', () => {
    const secret = base32Encode(SEEDS.sha1);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret)).toEqual(SEEDS.sha1);
    expect(totpCode(secret, 59_000)).toBe('287082');
  });

  it('accepts one step of drift either side and no more', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    const at = (offset: number) => hotp(SEEDS.sha1, step + offset);
    expect(matchTotp(SEEDS.sha1, at(0), now, 0)).toBe(step);
    expect(matchTotp(SEEDS.sha1, at(-1), now, 0)).toBe(step - 1);
    expect(matchTotp(SEEDS.sha1, at(1), now, 0)).toBe(step + 1);
    expect(matchTotp(SEEDS.sha1, at(-2), now, 0)).toBeUndefined();
    expect(matchTotp(SEEDS.sha1, at(2), now, 0)).toBeUndefined();
  });

  it('refuses a step already used, and any before it', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step), now, step)).toBeUndefined();
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step - 1), now, step)).toBeUndefined();
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step + 1), now, step)).toBe(step + 1);
  });

  it('refuses what is not six digits', () => {
    expect(matchTotp(SEEDS.sha1, '12345', 0, -10)).toBeUndefined();
    expect(matchTotp(SEEDS.sha1, 'abcdef', 0, -10)).toBeUndefined();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const text = otpauthUri('JBSWY3DPEHPK3PXP', 'owner@example.com');
    expect(text).toMatch(/^otpauth:\/\/totp\/candleshop%3Aowner%40example\.com\?/);
    const uri = new URL(text);
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'candleshop', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});

describe('sealed staff secrets (AES-256-GCM)', () => {
  const key = staffKey(LOCAL_STAFF_SECRET_KEY);

  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(unseal(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key and an altered text', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(() => unseal(staffKey('another key of at least thirty-two characters'), sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => unseal(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });
});
