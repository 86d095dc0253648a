import { describe, expect, it } from 'vitest';
import { isPhone, nationalPhone, normalizePhone } from './phone.js';

// Issue 36 item 3: every Iraqi mobile prefix (Asiacell 077, Zain 078/079, Korek 075, and the rest
// of 07x), so Zain's customers are no longer turned away by SPEC §5's old cap at 7799999999.
const PREFIXES = ['750', '751', '760', '770', '771', '772', '773', '774', '775', '780', '781', '782', '790', '791', '799'];

describe('phone rules (issue 36 item 3, SECURITY-REVIEW-2 N11)', () => {
  it('takes every Iraqi mobile prefix and stores it in E.164', () => {
    for (const prefix of PREFIXES) {
      expect(normalizePhone(`0${prefix}1110002`), prefix).toBe(`+964${prefix}1110002`);
    }
    expect(normalizePhone('07801110002')).toBe('+9647801110002');
    expect(normalizePhone('07991234567')).toBe('+9647991234567');
  });

  it('takes the forms people type: 07…, 7…, +964…, 00964…, 964…, with spaces and dashes', () => {
    const forms = ['07701234567', '7701234567', '+9647701234567', '009647701234567', '9647701234567', '0770 123 4567', '0770-123-4567', '+964 770 123 4567', '00964 770-123-4567', ' 770 1234567 ', '(0770) 123.4567'];
    for (const form of forms) expect(normalizePhone(form), form).toBe('+9647701234567');
  });

  it('reads Arabic-Indic and Eastern Arabic (Persian) digits', () => {
    expect(normalizePhone('٠٧٨٠١١١٠٠٠٢')).toBe('+9647801110002');
    expect(normalizePhone('۰۷۸۰ ۱۱۱ ۰۰۰۲')).toBe('+9647801110002');
    expect(normalizePhone('+٩٦٤٧٧٠١٢٣٤٥٦٧')).toBe('+9647701234567');
  });

  it('refuses landlines, short and long numbers, other countries and other characters', () => {
    const refused = [
      '',
      '0',
      '017123456',
      '01 234 5678',
      '0601234567',
      '06701234567', // landlines and non-mobile prefixes
      '0770123456',
      '770123456',
      '+964770123456', // one digit short
      '077012345678',
      '77012345678',
      '+96477012345678', // one digit long
      '+9657701234567',
      '+447701234567',
      '+09647701234567',
      '9640770123456',
      '0770x1234567',
      '0770 123 4567 ext 2',
      'tel:07701234567',
      '+ 964 770 123 4567 +',
    ];
    for (const phone of refused) {
      expect(isPhone(phone), phone).toBe(false);
      expect(normalizePhone(phone), phone).toBeUndefined();
    }
  });

  it('shows a stored phone in the national form and anything else as it is', () => {
    expect(nationalPhone('+9647701234567')).toBe('0770 123 4567');
    expect(nationalPhone('07801110002')).toBe('0780 111 0002');
    expect(nationalPhone('12345')).toBe('12345');
  });
});
