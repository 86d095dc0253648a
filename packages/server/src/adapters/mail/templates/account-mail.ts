import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { renderMail, type RenderedMail } from '../render.js';

// The account's mails, in the account's language (users.lang). Each template here holds only its
// words in en, ku and ar; ../render.ts writes the mail.

/** The mails of an account: its verification, a password reset, an email change. */
export type AccountMailKind = 'verify' | 'reset' | 'emailChanged';

interface Template {
  subject: string;
  /** The lines before and after the link. */
  before: string;
  after: string;
}

const TEMPLATES: Record<AccountMailKind, Record<Lang, Template>> = {
  verify: {
    en: {
      subject: 'Confirm your email address',
      before: 'Hello {{name}},\n\nWelcome to the candle shop. Please confirm your email address by opening this link:',
      after: 'The link works once and for 24 hours. If you did not create an account, ignore this mail.',
    },
    ku: {
      subject: 'ئیمەیڵەکەت پشتڕاست بکەرەوە',
      before: 'سڵاو {{name}}،\n\nبەخێربێیت بۆ دوکانی مۆم. تکایە بە کردنەوەی ئەم بەستەرە ئیمەیڵەکەت پشتڕاست بکەرەوە:',
      after: 'بەستەرەکە تەنها یەک جار و بۆ ماوەی ٢٤ کاتژمێر کار دەکات. ئەگەر هەژمارت دروست نەکردووە، ئەم ئیمەیڵە پشتگوێ بخە.',
    },
    ar: {
      subject: 'أكّد عنوان بريدك الإلكتروني',
      before: 'مرحباً {{name}}،\n\nأهلاً بك في متجر الشموع. يرجى تأكيد بريدك الإلكتروني بفتح هذا الرابط:',
      after: 'يعمل الرابط مرة واحدة ولمدة ٢٤ ساعة. إذا لم تنشئ حساباً فتجاهل هذه الرسالة.',
    },
  },
  reset: {
    en: {
      subject: 'Reset your password',
      before: 'Hello {{name}},\n\nSomeone asked to reset the password of your candle shop account. To choose a new password, open this link:',
      after: 'The link works once and for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    },
    ku: {
      subject: 'وشەی نهێنییەکەت نوێ بکەرەوە',
      before: 'سڵاو {{name}}،\n\nداواکراوە وشەی نهێنیی هەژمارەکەت لە دوکانی مۆم نوێ بکرێتەوە. بۆ هەڵبژاردنی وشەی نهێنیی نوێ ئەم بەستەرە بکەرەوە:',
      after: 'بەستەرەکە تەنها یەک جار و بۆ ماوەی یەک کاتژمێر کار دەکات. ئەگەر تۆ داوات نەکردووە، ئەم ئیمەیڵە پشتگوێ بخە.',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور',
      before: 'مرحباً {{name}}،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك في متجر الشموع. لاختيار كلمة مرور جديدة افتح هذا الرابط:',
      after: 'يعمل الرابط مرة واحدة ولمدة ساعة واحدة. إذا لم تطلب ذلك فتجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.',
    },
  },
  // SECURITY-REVIEW L2: the old address hears of an email change; the link asks for a reset of
  // the password, which also ends every session (recovery.ts).
  emailChanged: {
    en: {
      subject: 'The email of your candle shop account was changed',
      before:
        'Hello {{name}},\n\nThe email address of your candle shop account was just changed, and this address no longer signs in. If you did this, there is nothing to do. If you did not, ask for a new password at once with this link and write to us:',
      after: 'Every other device signed in to your account was signed out.',
    },
    ku: {
      subject: 'ئیمەیڵی هەژمارەکەت لە دوکانی مۆم گۆڕدرا',
      before:
        'سڵاو {{name}}،\n\nئیمەیڵی هەژمارەکەت لە دوکانی مۆم ئێستا گۆڕدرا و ئەم ناونیشانە چیتر بۆ چوونەژوورەوە کار ناکات. ئەگەر خۆت کردووتە، هیچ پێویست ناکات. ئەگەر نا، یەکسەر بەم بەستەرە داوای وشەی نهێنیی نوێ بکە و نامەمان بۆ بنووسە:',
      after: 'هەموو ئامێرەکانی تر کە چووبوونە ناو هەژمارەکەت دەرکران.',
    },
    ar: {
      subject: 'تم تغيير البريد الإلكتروني لحسابك في متجر الشموع',
      before:
        'مرحباً {{name}}،\n\nتم الآن تغيير عنوان البريد الإلكتروني لحسابك في متجر الشموع، ولم يعد هذا العنوان يُستخدم لتسجيل الدخول. إذا كنت أنت من فعل ذلك فلا شيء عليك. وإن لم تكن أنت، فاطلب كلمة مرور جديدة فوراً عبر هذا الرابط وراسلنا:',
      after: 'تم تسجيل الخروج من جميع الأجهزة الأخرى المسجّلة في حسابك.',
    },
  },
};

/** An account mail's subject and text in `lang`, with the link on a line of its own. */
export function renderAccountMail(kind: AccountMailKind, lang: Lang, values: { name: string; link: string }): RenderedMail {
  const template = TEMPLATES[kind][lang];
  return renderMail(lang, { subject: template.subject, blocks: [template.before, '{{link}}', template.after], values: { ...values, name: nameForMessage(lang, values.name) } });
}
