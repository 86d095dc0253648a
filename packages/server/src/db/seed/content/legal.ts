import type { Texts } from '../../types.js';
import { joinTexts, t } from '../texts.js';

/** A legal page as seeded: its content is its paragraphs joined by blank lines (schema: LegalPage.content). */
export interface LegalPageSeed {
  id: number;
  kind: 'privacy' | 'terms';
  title: Texts;
  content: Texts;
}

const paragraphs = (...parts: Texts[]) => joinTexts('\n\n', ...parts);

const privacy: LegalPageSeed = {
  id: 1,
  kind: 'privacy',
  title: t('Privacy policy', 'سیاسەتی تایبەتمەندی', 'سياسة الخصوصية'),
  content: paragraphs(
    t(
      'This policy explains what we keep about you when you buy from us or create an account, why we keep it, and how you can ask us to change or delete it. The shop is run from our studio in Erbil, Kurdistan Region of Iraq.',
      'ئەم سیاسەتە ڕوونی دەکاتەوە کە چ زانیارییەکت لەلای خۆمان هەڵدەگرین کاتێک لێمان دەکڕیت یان هەژمار دروست دەکەیت، بۆچی هەڵیدەگرین، و چۆن دەتوانیت داوا بکەیت بیگۆڕین یان بیسڕینەوە. فرۆشگاکەمان لە ستۆدیۆکەمانەوە لە هەولێر، هەرێمی کوردستانی عێراق، بەڕێوە دەبرێت.',
      'توضّح هذه السياسة ما نحتفظ به من معلومات عنك عندما تشتري منا أو تنشئ حسابًا، ولماذا نحتفظ بها، وكيف يمكنك أن تطلب تعديلها أو حذفها. يُدار متجرنا من مشغلنا في أربيل، إقليم كردستان العراق.',
    ),
    t(
      'When you order we keep your name, phone number, email, city and delivery address, and what you ordered. If you create an account we also keep your password in a scrambled form nobody can read and, if you give them, your date of birth, gender and profile picture.',
      'کاتێک داوا دەکەیت، ناو، ژمارەی مۆبایل، ئیمەیڵ، شار و ناونیشانی گەیاندنەکەت و ئەوەی داوات کردووە هەڵدەگرین. ئەگەر هەژمار دروست بکەیت، وشەی نهێنییەکەشت بە شێوەیەکی تێکدراو هەڵدەگرین کە کەس ناتوانێت بیخوێنێتەوە، و ئەگەر پێمانی بدەیت، ڕێکەوتی لەدایکبوون، ڕەگەز و وێنەی پرۆفایلەکەت.',
      'عند الطلب نحتفظ باسمك ورقم هاتفك وبريدك الإلكتروني ومدينتك وعنوان التوصيل وبما طلبته. وإذا أنشأت حسابًا نحتفظ أيضًا بكلمة المرور بصيغة مشفّرة لا يستطيع أحد قراءتها، وبتاريخ ميلادك وجنسك وصورة ملفك الشخصي إن قدّمتها.',
    ),
    t(
      "We use one cookie to keep you signed in and to remember your cart. Your chosen language and a guest cart are kept in your browser's local storage. We use no advertising cookies and we never sell your data to anyone.",
      'تەنها یەک کووکی بەکاردێنین بۆ ئەوەی بە چوونەژوورەوە بمێنیتەوە و سەبەتەکەت لەبیر بێت. زمانی هەڵبژێردراو و سەبەتەی میوان لە بیرگەی ناوخۆیی وێبگەڕەکەتدا هەڵدەگیرێن. کووکیی ڕیکلام بەکارناهێنین و هەرگیز زانیارییەکانت بە کەس نافرۆشین.',
      'نستخدم ملف تعريف ارتباط واحدًا فقط لإبقائك مسجّل الدخول وتذكّر سلّتك. وتُحفظ لغتك المختارة وسلّة الزائر في التخزين المحلي لمتصفحك. لا نستخدم ملفات تعريف الارتباط الإعلانية ولا نبيع بياناتك لأي جهة أبدًا.',
    ),
    t(
      "You can pay cash on delivery, or online with ZainCash, FastPay, NassPay or FIB. Online payments happen on those providers' own pages or apps: we never see or keep your card numbers, wallet PINs or passwords, only whether the payment succeeded and its reference.",
      'دەتوانیت لە کاتی گەیاندندا بە کاش پارە بدەیت، یان بە ئۆنلاین لە ڕێگەی زەین کاش، فاستپەی، ناسپەی یان FIB. پارەدانی ئۆنلاین لە لاپەڕە یان ئەپی خودی ئەو کۆمپانیایانەدا ئەنجام دەدرێت: ئێمە هەرگیز ژمارەی کارت، PINی جزدان یان وشەی نهێنیت نابینین و هەڵیناگرین، تەنها دەزانین پارەدانەکە سەرکەوتوو بووە یان نا و ژمارەی ئاماژەکەی چییە.',
      'يمكنك الدفع نقدًا عند الاستلام، أو عبر الإنترنت باستخدام زين كاش أو فاست باي أو ناس باي أو FIB. تتم المدفوعات الإلكترونية في صفحات تلك الجهات أو تطبيقاتها: لا نرى أبدًا أرقام بطاقاتك أو رموز محفظتك أو كلمات مرورك ولا نحتفظ بها، بل نعرف فقط إن نجحت عملية الدفع ورقمها المرجعي.',
    ),
    t(
      'We share your name, phone number and address with our delivery partner only to bring your order to you, and with nobody else unless an Iraqi court requires it.',
      'ناو، ژمارەی مۆبایل و ناونیشانەکەت تەنها لەگەڵ هاوبەشی گەیاندنەکەماندا بەش دەکەین بۆ ئەوەی داواکارییەکەت پێ بگەیەنێت، و لەگەڵ هیچ کەسێکی تر نا، مەگەر دادگایەکی عێراقی داوای بکات.',
      'نشارك اسمك ورقم هاتفك وعنوانك مع شريك التوصيل فقط لإيصال طلبك إليك، ولا نشاركها مع أي جهة أخرى إلا إذا طلبت ذلك محكمة عراقية.',
    ),
    t(
      'We keep order records for five years because tax rules require it. You can ask to see, correct or delete your other data at any time by writing to hello@candleshop.iq; we answer within 14 days.',
      'تۆماری داواکارییەکان بۆ ماوەی پێنج ساڵ هەڵدەگرین چونکە یاساکانی باج داوای دەکەن. دەتوانیت هەر کاتێک بە نووسین بۆ hello@candleshop.iq داوا بکەیت زانیارییەکانی ترت ببینیت، ڕاستیان بکەیتەوە یان بیانسڕیتەوە؛ لە ماوەی ١٤ ڕۆژدا وەڵام دەدەینەوە.',
      'نحتفظ بسجلات الطلبات خمس سنوات لأن قواعد الضرائب تفرض ذلك. ويمكنك في أي وقت أن تطلب الاطلاع على بياناتك الأخرى أو تصحيحها أو حذفها بالكتابة إلى hello@candleshop.iq، ونرد خلال ١٤ يومًا.',
    ),
  ),
};

const terms: LegalPageSeed = {
  id: 2,
  kind: 'terms',
  title: t('Terms and conditions', 'مەرج و ڕێساکان', 'الشروط والأحكام'),
  content: paragraphs(
    t(
      'These terms apply to every order placed with our shop, online or in our studio in Erbil. By placing an order you agree to them.',
      'ئەم مەرجانە بەسەر هەموو ئەو داواکارییانەدا جێبەجێ دەبن کە لە فرۆشگاکەمان دەکرێن، چ ئۆنلاین بێت چ لە ستۆدیۆکەمان لە هەولێر. بە ناردنی داواکاری ڕازیبوونی خۆت لەسەریان دەردەبڕیت.',
      'تسري هذه الشروط على كل طلب يُقدَّم في متجرنا، عبر الإنترنت أو في مشغلنا في أربيل. وبتقديمك الطلب فإنك توافق عليها.',
    ),
    t(
      'Prices are in Iraqi dinars (IQD) and include packaging. Delivery is charged by city and shown before you confirm. You can pay cash on delivery or online with ZainCash, FastPay, NassPay or FIB; an online order is confirmed only when the provider tells us the payment went through.',
      'نرخەکان بە دیناری عێراقین و پێچانەوەش لەخۆ دەگرن. کرێی گەیاندن بەپێی شار دیاری دەکرێت و پێش پشتڕاستکردنەوە پیشانت دەدرێت. دەتوانیت لە کاتی وەرگرتندا بە کاش پارە بدەیت یان بە ئۆنلاین لە ڕێگەی زەین کاش، فاستپەی، ناسپەی یان FIB؛ داواکاریی ئۆنلاین تەنها کاتێک پشتڕاست دەکرێتەوە کە کۆمپانیای پارەدانەکە پێمان ڕابگەیەنێت پارەدانەکە سەرکەوتوو بووە.',
      'الأسعار بالدينار العراقي وتشمل التغليف. تُحتسب أجرة التوصيل حسب المدينة وتظهر لك قبل تأكيد الطلب. يمكنك الدفع نقدًا عند الاستلام أو عبر الإنترنت باستخدام زين كاش أو فاست باي أو ناس باي أو FIB، ولا يُؤكَّد الطلب الإلكتروني إلا بعد أن تُبلغنا جهة الدفع بنجاح العملية.',
    ),
    t(
      'We deliver across Iraq, usually within 1 to 3 days in the Kurdistan Region and 2 to 5 days elsewhere. Please check your candles when they arrive: if a jar is broken, refuse the parcel or send us a photo within 48 hours and we will replace it.',
      'بۆ هەموو عێراق دەگەیەنین، بەزۆری لە ماوەی ١ بۆ ٣ ڕۆژ لە هەرێمی کوردستان و ٢ بۆ ٥ ڕۆژ لە شوێنەکانی تر. تکایە کاتێک مۆمەکانت گەیشتن سەیریان بکە: ئەگەر شووشەیەک شکابوو، پاکەتەکە وەرمەگرە یان لە ماوەی ٤٨ کاتژمێردا وێنەیەکمان بۆ بنێرە و دانەیەکی نوێت بۆ دەنێرین.',
      'نوصل إلى جميع أنحاء العراق، عادةً خلال ١ إلى ٣ أيام في إقليم كردستان و٢ إلى ٥ أيام في باقي المحافظات. يُرجى فحص شموعك عند وصولها: فإن كان أحد البرطمانات مكسورًا فارفض الطرد أو أرسل لنا صورة خلال ٤٨ ساعة وسنستبدله.',
    ),
    t(
      'Unused candles in their original packaging can be returned within 7 days for a refund or an exchange. Personalized and white-label candles are made for you alone and cannot be returned unless they arrive damaged or differ from the design you accepted.',
      'مۆمی بەکارنەهێنراو لە پاکەتی ڕەسەنی خۆیدا لە ماوەی ٧ ڕۆژدا دەگەڕێنرێتەوە بۆ وەرگرتنەوەی پارە یان گۆڕینەوە. مۆمی تایبەت و مۆمی وایت لەیبڵ تەنها بۆ تۆ دروست دەکرێن و ناگەڕێنرێنەوە، مەگەر بە شکاوی بگەن یان جیاواز بن لەو دیزاینەی ڕازی بوویت لەسەری.',
      'يمكن إرجاع الشموع غير المستخدمة في تغليفها الأصلي خلال ٧ أيام لاسترداد المبلغ أو الاستبدال. أما الشموع المخصصة وشموع العلامة الخاصة فتُصنع لك وحدك ولا تُرجع إلا إذا وصلت تالفة أو اختلفت عن التصميم الذي وافقت عليه.',
    ),
    t(
      'Never leave a burning candle unattended, keep it away from children, pets and curtains, and trim the wick to 5 mm before each use. We are not responsible for damage caused by using a candle against these instructions.',
      'هەرگیز مۆمی داگیرساو بە تەنها جێمەهێڵە، لە منداڵ و ئاژەڵی ماڵ و پەردە دووری بخەرەوە، و پێش هەر بەکارهێنانێک فتیلەکە بۆ ٥ ملم کورت بکەرەوە. ئێمە بەرپرسیار نین لە هیچ زیانێک کە بە بەکارهێنانی مۆم بە پێچەوانەی ئەم ڕێنماییانە ڕوو بدات.',
      'لا تترك شمعة مشتعلة دون مراقبة، وأبعدها عن الأطفال والحيوانات الأليفة والستائر، وقصّ الفتيل إلى ٥ ملم قبل كل استخدام. لسنا مسؤولين عن أي ضرر ينتج عن استخدام الشمعة خلافًا لهذه التعليمات.',
    ),
    t(
      'Gift cards never expire and cannot be exchanged for cash. We may update these terms; the version on this page on the day of your order applies to it.',
      'کارتی دیاری هەرگیز بەسەر ناچێت و بە پارەی کاش ناگۆڕدرێتەوە. لەوانەیە ئەم مەرجانە نوێ بکەینەوە؛ ئەو وەشانەی لە ڕۆژی داواکارییەکەتدا لەم لاپەڕەیەدایە بەسەر داواکارییەکەتدا جێبەجێ دەبێت.',
      'بطاقات الهدايا لا تنتهي صلاحيتها ولا تُستبدل نقدًا. قد نحدّث هذه الشروط، وتسري على طلبك النسخة المنشورة في هذه الصفحة يوم تقديمه.',
    ),
  ),
};

/** The privacy policy and the terms, six paragraphs each. */
export const legalPages: LegalPageSeed[] = [privacy, terms];
