import { describe, expect, it } from 'vitest';
import { MESSAGE_NAME_LENGTH, nameForMessage } from './customer-name.js';

// SECURITY-REVIEW-2 N3: the names an attacker gave, as the shop's messages would carry them.
describe('a customer-typed name in a message', () => {
  it.each([
    ['Ali. Your candleshop order is blocked: pay at http://evil.example/pay', 'Ali. Your candleshop order is'],
    ['evil.example/pay', 'there'],
    ['Ali www.evil.example', 'Ali'],
    ['Ali EVIL.EXAMPLE', 'Ali'],
    ['call 07701230001', 'call'],
    ['call 0770 123 0001 now', 'call now'],
    ['Noor mail me: noor@evil.example', 'Noor mail me'],
    ['Sara hxxps:evil', 'Sara'],
    ['Ali http:// evil', 'Ali evil'],
    ['Dear: Ali', 'Dear: Ali'],
    ['Ali evil\u3002example', 'Ali'],
    ['Ali ｅｖｉｌ．ｅｘａｍｐｌｅ', 'Ali'],
    ['Ali\u202Eyap\u202C', 'Ali yap'],
  ])('%j becomes %j', (name, shown) => {
    expect(nameForMessage('en', name)).toBe(shown);
  });

  it('takes out Arabic-Indic digit runs and keeps Arabic and Kurdish names whole', () => {
    expect(nameForMessage('ar', 'نور اتصل ٠٧٧٠١٢٣٠٠٠١')).toBe('نور اتصل');
    expect(nameForMessage('ku', 'ئاراس ۰۷۷۰۱۲۳')).toBe('ئاراس');
    expect(nameForMessage('ku', 'شیلان\u200Cی محەمەد')).toBe('شیلان\u200Cی محەمەد');
  });

  it('keeps a short digit pair (a name like "Ali 2nd")', () => {
    expect(nameForMessage('en', 'Ali 2nd')).toBe('Ali 2nd');
  });

  it("cuts a long name at the limit, at a word's end when it can", () => {
    expect(nameForMessage('en', 'A'.repeat(200))).toHaveLength(MESSAGE_NAME_LENGTH);
    expect(nameForMessage('en', 'Your account is suspended. Confirm at once')).toBe('Your account is suspended');
    expect(nameForMessage('en', 'Muhammad Abdulrahman Al-Hashimi Jr')).toBe('Muhammad Abdulrahman');
    expect(nameForMessage('en', `${'a'.repeat(28)}e\u0301 second`)).toBe(`${'a'.repeat(28)}\u00e9`);
  });

  it('greets in the language when nothing of the name is left', () => {
    expect(nameForMessage('en', 'http://evil.example')).toBe('there');
    expect(nameForMessage('ar', '07701230001')).toBe('بك');
  });
});
