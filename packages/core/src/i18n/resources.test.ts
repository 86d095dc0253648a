import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Messages } from './translate.js';
import { LANGUAGES } from './languages.js';
import { AREA_RESOURCES, languageMessages } from './resources-for-tests.js';

function entries(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));
}

// Every language's messages: the shop-wide ones and every area's (the storefront loads them all).
const [en, ku, ar] = LANGUAGES.map(languageMessages) as [Messages, Messages, Messages];
const english = new Map(entries(en));
// Names that are the same in every language: each language's own name in the language menu.
const SAME_IN_EVERY_LANGUAGE = new Set(['language.en', 'language.ku', 'language.ar']);

describe('ku and ar resources', () => {
  for (const [lang, messages] of [
    ['ku', ku],
    ['ar', ar],
  ] as const) {
    it(`translate every English text into ${lang}`, () => {
      const copies = entries(messages).filter(([key, value]) => !SAME_IN_EVERY_LANGUAGE.has(key) && value === english.get(key));
      expect(copies).toEqual([]);
    });

    it(`write ${lang} without Latin words`, () => {
      const latin = entries(messages).filter(([key, value]) => !SAME_IN_EVERY_LANGUAGE.has(key) && /[A-Za-z]/.test(value.replace(/\{\{\s*\w+\s*\}\}/g, '')));
      expect(latin).toEqual([]);
    });

    it(`show ${lang}'s example phone in a placeholder left to right, as it is typed`, () => {
      // A placeholder ignores isolates: only left-to-right marks, at its start and before each space, keep the groups in order.
      const placeholders = entries(messages).filter(([key]) => key.endsWith('.phonePlaceholder'));
      expect(placeholders.length).toBeGreaterThanOrEqual(3);
      for (const [, value] of placeholders) expect(value.startsWith('\u200E') && !/[^\u200E] /.test(value)).toBe(true);
    });
  }
});

describe('message areas', () => {
  it('only add top-level sections of their own', () => {
    const owners = new Map<string, string>();
    const shared: string[] = [];
    for (const [area, resources] of Object.entries(AREA_RESOURCES)) {
      for (const section of Object.keys(resources.en)) {
        if (owners.has(section)) shared.push(`${section} in ${owners.get(section)} and ${area}`);
        owners.set(section, area);
      }
    }
    expect(shared).toEqual([]);
  });
});

describe('message keys', () => {
  it('exist for every key core, ui and widgets use', () => {
    const packages = join(dirname(fileURLToPath(import.meta.url)), '../../..');
    const namespaces = new Set(Object.keys(en).filter((key) => typeof en[key] === 'object'));
    const used = new Set<string>();
    for (const root of ['core/src', 'ui/src', 'widgets/src'].map((folder) => join(packages, folder))) {
      const sources = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('resources'));
      for (const file of sources) {
        // The server's codes (auth.failed, review.purchase) are the keys of the failure tables, what
        // error.key is compared with and the constants named *_KEY that hold one (HUMAN_CHECK_KEY); every
        // other dotted string is a message key. (Double quotes told them apart until the formatter.)
        const text = readFileSync(join(root, file), 'utf8')
          .replace(/(^|[{,])\s*'[^'\n]*'\s*:/gm, '$1')
          .replace(/(===|_KEY =)\s*'[^'\n]*'/g, '');
        for (const [, key] of text.matchAll(/'([a-z]\w*\.[A-Za-z][\w.]*)'/g)) {
          if (namespaces.has(key!.split('.')[0]!) && !key!.endsWith('.js')) used.add(key!);
        }
      }
    }
    expect(used.size).toBeGreaterThan(40);
    // A key, without its plural ending, or a section of keys (statusKey('quoted', 'personalized.statuses')).
    const known = new Set(
      [...english.keys()].flatMap((key) => {
        const parts = key.replace(/_(zero|one|two|few|many|other)$/, '').split('.');
        return parts.map((_, index) => parts.slice(0, index + 1).join('.'));
      }),
    );
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });

  it("keep SPEC §5 and §8's English wording", () => {
    expect(Object.fromEntries([...english].filter(([key]) => SPEC_WORDING[key] !== undefined))).toEqual(SPEC_WORDING);
  });
});

const SPEC_WORDING: Record<string, string> = {
  'order.moreThanStock': 'The quantity you are trying to order is more than the stock available.',
  'review.alreadyReviewed': 'You have already reviewed this product.',
  'register.emailTaken': 'This email is already taken',
  'register.emailTakenHint': 'Try Again with a different email',
  'register.phoneTaken': 'This phone is already taken',
  'register.phoneTakenHint': 'Try Again with a different number',
  'errors.badRequest': 'Bad Request',
  'errors.tryAgainLater': 'An error occured, please try again later!',
  'errors.tryAgain': 'An error occured, please try again!',
  'feedback.fail': 'Fail',
  'feedback.success': 'Success',
  'password.resetSent': 'Verification email was sent successfully, please check your email.',
  'password.updated': 'Password updated successfully',
  'verification.success': 'Account verified successfully',
  'verification.verified': 'This account is already verified',
  'verification.failed': 'Failed to verify your account please try again',
  'auth.needToSignIn': 'You need to be signed in to perform this task',
  'auth.needsVerification': 'Your account needs to be verified',
  pageNotFound: 'Page Not Found',
  'validation.phoneRequired': 'Phone is required',
  // Issue 36 item 3: the message says what a valid number looks like (SPEC §5 said 'Phone number is invalid').
  'validation.phoneInvalid': 'Enter an Iraqi mobile number, like 0770 123 4567',
  'validation.emailRequired': 'Email is required',
  'validation.nameRequired': 'Name is required',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordLength': 'Password must be 8 or more characters',
  'validation.cityRequired': 'City is required',
  'validation.underage': 'You must be 18 years or older to register',
  'validation.fileTooLarge': 'File too large',
  'validation.fileType': 'File type not supported',
  'order.status.pending': 'Pending',
  'order.status.completed': 'Completed',
  'order.status.rejected': 'Rejected',
  'order.status.cancelled': 'Cancelled',
  'order.status.accepted': 'Accepted',
  'order.status.beingPrepared': 'Being prepared',
  'order.status.beingDelivered': 'Being delivered',
  'order.status.readyForPickup': 'Ready for pickup',
};
