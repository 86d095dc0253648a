import type { Lang } from '../../../db/types.js';
import type { MailMessage } from '../mail.js';
import { MAIL_LOCALES, renderMail } from '../render.js';

// The newsletter's two mails, in the language the visitor signed up in: the double opt-in link,
// and the welcome with the personal code. Every newsletter mail carries its unsubscribe link.

interface Texts {
  confirmSubject: string;
  confirmBody: string;
  welcomeSubject: string;
  welcomeBody: string;
  unsubscribe: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    confirmSubject: 'Confirm your newsletter subscription',
    confirmBody:
      'Hello,\n\nPlease confirm that you want the candle shop newsletter by opening this link:\n{{link}}\n\n' +
      'Once you confirm, we send you a personal code for {{percent}} off your next purchase. The link works for 7 days. ' +
      'If you did not sign up, ignore this mail: you will not hear from us.',
    welcomeSubject: 'Welcome: your {{percent}} code',
    welcomeBody: 'Hello,\n\nThank you for confirming your subscription. Your personal code for {{percent}} off your next purchase is:\n\n{{code}}\n\n' + 'Enter it at the checkout; it works for one order.',
    unsubscribe: 'To stop receiving the newsletter, open: {{unsubscribe}}',
  },
  ku: {
    confirmSubject: 'بەشداریکردنت لە هەواڵنامە پشتڕاست بکەرەوە',
    confirmBody:
      'سڵاو،\n\nتکایە بە کردنەوەی ئەم بەستەرە پشتڕاستی بکەرەوە کە هەواڵنامەی دوکانی مۆمت دەوێت:\n{{link}}\n\n' +
      'دوای پشتڕاستکردنەوە، کۆدێکی تایبەتت بۆ دەنێرین بۆ {{percent}} داشکاندن لە کڕینی داهاتووت. بەستەرەکە بۆ ماوەی ٧ ڕۆژ کار دەکات. ' +
      'ئەگەر خۆت تۆمار نەکردووە، ئەم ئیمەیڵە پشتگوێ بخە.',
    welcomeSubject: 'بەخێربێیت: کۆدی {{percent}}ـەکەت',
    welcomeBody: 'سڵاو،\n\nسوپاس بۆ پشتڕاستکردنەوەی بەشداریکردنت. کۆدی تایبەتی تۆ بۆ {{percent}} داشکاندن لە کڕینی داهاتووت:\n\n{{code}}\n\n' + 'لە کاتی پارەدان بینووسە؛ بۆ یەک داواکاری کار دەکات.',
    unsubscribe: 'بۆ وەستاندنی هەواڵنامە، ئەمە بکەرەوە: {{unsubscribe}}',
  },
  ar: {
    confirmSubject: 'أكّد اشتراكك في النشرة البريدية',
    confirmBody:
      'مرحباً،\n\nيرجى تأكيد رغبتك في نشرة متجر الشموع بفتح هذا الرابط:\n{{link}}\n\n' +
      'بعد التأكيد نرسل لك رمزاً شخصياً لخصم {{percent}} على مشترياتك القادمة. يعمل الرابط لمدة ٧ أيام. ' +
      'إذا لم تشترك فتجاهل هذه الرسالة.',
    welcomeSubject: 'أهلاً بك: رمز خصم {{percent}}',
    welcomeBody: 'مرحباً،\n\nشكراً لتأكيد اشتراكك. رمزك الشخصي لخصم {{percent}} على مشترياتك القادمة هو:\n\n{{code}}\n\n' + 'أدخله عند إتمام الطلب؛ يصلح لطلب واحد.',
    unsubscribe: 'لإيقاف النشرة البريدية افتح: {{unsubscribe}}',
  },
};

/** What a newsletter mail needs. */
export interface NewsletterMailValues {
  to: string;
  percent: number;
  unsubscribeUrl: string;
}

function render(lang: Lang, values: NewsletterMailValues, subject: string, body: string, fill: Record<string, string>): MailMessage {
  const percent = new Intl.NumberFormat(MAIL_LOCALES[lang], { style: 'percent' }).format(values.percent / 100);
  const mail = renderMail(lang, {
    subject,
    blocks: [body, TEXTS[lang].unsubscribe],
    values: { ...fill, percent, unsubscribe: values.unsubscribeUrl },
    signed: true,
  });
  return { to: values.to, ...mail, unsubscribeUrl: values.unsubscribeUrl };
}

/** The double opt-in mail: the link that confirms the subscription. */
export function renderNewsletterConfirmMail(lang: Lang, values: NewsletterMailValues & { confirmUrl: string }): MailMessage {
  const texts = TEXTS[lang];
  return render(lang, values, texts.confirmSubject, texts.confirmBody, { link: values.confirmUrl });
}

/** The welcome after confirming, with the personal code. */
export function renderNewsletterWelcomeMail(lang: Lang, values: NewsletterMailValues & { code: string }): MailMessage {
  const texts = TEXTS[lang];
  return render(lang, values, texts.welcomeSubject, texts.welcomeBody, { code: values.code });
}
