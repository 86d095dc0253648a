import type { Texts } from '../../types.js';
import type { ContentScene } from './pictures.js';
import { t } from '../texts.js';

/** A news item as seeded; `date` is the day it was published in Baghdad (`YYYY-MM-DD`). */
export interface NewsSeed {
  id: number;
  date: string;
  scene: ContentScene;
  title: Texts;
  description: Texts;
}

/** Seventeen news items over 2025 and 2026: three pages of six (SPEC §9). */
export const news: NewsSeed[] = [
  {
    id: 1,
    date: '2025-01-12',
    scene: 'night',
    title: t('The winter collection is here', 'کۆمەڵەی زستان گەیشت', 'وصلت مجموعة الشتاء'),
    description: t(
      'Winter cinnamon, lantern oud and a new orange-peel tin join the shop, poured for cold evenings and long power cuts.',
      'دارچینی زستان، عوودی فانۆس و قوتوویەکی نوێی توێکڵی پرتەقاڵ هاتنە فرۆشگاکەوە، بۆ ئێوارە ساردەکان و بڕانە درێژەکانی کارەبا ڕێژراون.',
      'قرفة الشتاء وعود الفانوس وعلبة جديدة بقشر البرتقال تنضم إلى المتجر، مصبوبة للأمسيات الباردة وانقطاعات الكهرباء الطويلة.',
    ),
  },
  {
    id: 2,
    date: '2025-02-20',
    scene: 'night',
    title: t('Ramadan candles for the iftar table', 'مۆمی ڕەمەزان بۆ سفرەی بەربانگ', 'شموع رمضان لمائدة الإفطار'),
    description: t(
      'Dates and amber, cardamom coffee and rose: our Ramadan collection is ready, with gift boxes wrapped for visits after iftar.',
      'خورما و عەنبەر، قاوەی هێل و گوڵ: کۆمەڵەی ڕەمەزانمان ئامادەیە، لەگەڵ سندووقی دیاریی پێچراو بۆ سەردانەکانی دوای بەربانگ.',
      'تمر وعنبر، قهوة بالهيل وورد: مجموعة رمضان جاهزة، مع علب هدايا مغلفة للزيارات بعد الإفطار.',
    ),
  },
  {
    id: 3,
    date: '2025-03-15',
    scene: 'spring',
    title: t('A saffron candle for Newroz', 'مۆمێکی زەعفەرانی بۆ نەورۆز', 'شمعة بلون الزعفران لنوروز'),
    description: t(
      'For Newroz we poured a limited saffron-yellow candle scented with wild thyme and spring blossom. Only 400 were made.',
      'بۆ نەورۆز مۆمێکی زەردی زەعفەرانیمان بە ژمارەیەکی سنووردار ڕشت، بە بۆنی جاترەی کێوی و گوڵی بەهار. تەنها ٤٠٠ دانە دروست کران.',
      'صببنا لنوروز شمعة محدودة بلون الزعفران بعطر الزعتر البري وزهر الربيع. صُنعت منها ٤٠٠ شمعة فقط.',
    ),
  },
  {
    id: 4,
    date: '2025-03-27',
    scene: 'gift',
    title: t('Eid gift sets, wrapped by hand', 'سێتی دیاریی جەژن، بە دەست پێچراو', 'مجموعات هدايا العيد مغلفة يدويًا'),
    description: t(
      'Order by Thursday and your Eid gift set arrives wrapped, with a handwritten card in Kurdish, Arabic or English.',
      'تا ڕۆژی پێنجشەممە داوا بکە و سێتی دیاریی جەژنەکەت پێچراو دەگات، لەگەڵ کارتێکی دەستنووس بە کوردی، عەرەبی یان ئینگلیزی.',
      'اطلب قبل يوم الخميس لتصلك مجموعة هدايا العيد مغلفة مع بطاقة مكتوبة بخط اليد بالكردية أو العربية أو الإنجليزية.',
    ),
  },
  {
    id: 5,
    date: '2025-05-06',
    scene: 'refill',
    title: t('Refills now in Sulaymaniyah and Duhok', 'پڕکردنەوە ئێستا لە سلێمانی و دهۆکیش', 'إعادة التعبئة الآن في السليمانية ودهوك'),
    description: t(
      'You can now leave empty jars at our selling points in Sulaymaniyah and Duhok; we refill them in Erbil and send them back within a week.',
      'ئێستا دەتوانیت شووشە بەتاڵەکان لە خاڵەکانی فرۆشتنمان لە سلێمانی و دهۆک دابنێیت؛ لە هەولێر پڕیان دەکەینەوە و لە ماوەی هەفتەیەکدا دەیاننێرینەوە.',
      'يمكنك الآن ترك البرطمانات الفارغة في نقاط البيع لدينا في السليمانية ودهوك، فنعيد تعبئتها في أربيل ونرسلها إليك خلال أسبوع.',
    ),
  },
  {
    id: 6,
    date: '2025-06-18',
    scene: 'studio',
    title: t('Keeping candles cool in the summer heat', 'مۆمەکانت لە گەرمای هاویندا فێنک ڕابگرە', 'حافظ على شموعك باردة في حر الصيف'),
    description: t(
      'When it is 48 °C outside, keep your candles out of the sun and the car. Soy wax softens above 45 °C, but it sets again and burns just as well.',
      'کاتێک دەرەوە ٤٨ پلەیە، مۆمەکانت لە خۆر و ناو ئۆتۆمبێل دوور بخەرەوە. مۆمی سۆیا لە سەروو ٤٥ پلەوە نەرم دەبێت، بەڵام دووبارە دەبەستێتەوە و وەک جاران باش دەسووتێت.',
      'حين تبلغ الحرارة ٤٨ درجة، أبعد شموعك عن الشمس وعن السيارة. يلين شمع الصويا فوق ٤٥ درجة، لكنه يتماسك من جديد ويحترق كما كان.',
    ),
  },
  {
    id: 7,
    date: '2025-07-15',
    scene: 'workshop',
    title: t('Every candle now has a cotton wick', 'ئێستا هەموو مۆمێک فتیلەی لۆکەی هەیە', 'كل شموعنا الآن بفتائل قطنية'),
    description: t(
      'We finished moving every candle to unbleached cotton wicks. They burn cooler, smoke less and leave the jar clean.',
      'گواستنەوەی هەموو مۆمەکانمان بۆ فتیلەی لۆکەی سپی نەکراو تەواو کرد. فێنکتر دەسووتێن، دووکەڵی کەمتر دەکەن و شووشەکە پاک دەهێڵنەوە.',
      'أنهينا نقل كل شموعنا إلى فتائل قطنية غير مبيّضة. تحترق بحرارة أقل ودخان أقل وتترك البرطمان نظيفًا.',
    ),
  },
  {
    id: 8,
    date: '2025-08-22',
    scene: 'delivery',
    title: t('Two-day delivery to Basra', 'گەیاندن بۆ بەسرە لە دوو ڕۆژدا', 'توصيل إلى البصرة خلال يومين'),
    description: t(
      'With a new delivery partner in the south, orders to Basra, Nasiriyah and Amarah now arrive in two days.',
      'بە هاوبەشێکی نوێی گەیاندن لە باشوور، داواکارییەکان بۆ بەسرە، ناسریە و عەمارە ئێستا لە دوو ڕۆژدا دەگەن.',
      'مع شريك توصيل جديد في الجنوب، تصل الطلبات إلى البصرة والناصرية والعمارة الآن خلال يومين.',
    ),
  },
  {
    id: 9,
    date: '2025-09-09',
    scene: 'workshop',
    title: t('Candle-making workshops are back', 'وۆرکشۆپی دروستکردنی مۆم گەڕایەوە', 'عادت ورش صناعة الشموع'),
    description: t(
      'From October we pour with you again on Saturday afternoons in the studio: two hours, all materials included, and you take two candles home.',
      'لە مانگی تشرینی یەکەمەوە دووبارە ئێوارانی شەممە لە ستۆدیۆکەدا لەگەڵتان مۆم دەڕێژین: دوو کاتژمێر، هەموو کەرەستەکان لەخۆ دەگرێت، و دوو مۆم دەبەیتەوە ماڵەوە.',
      'ابتداءً من تشرين الأول نعود لنصبّ الشموع معكم عصر كل سبت في المشغل: ساعتان، كل المواد مشمولة، وتأخذ معك شمعتين إلى البيت.',
    ),
  },
  {
    id: 10,
    date: '2025-10-05',
    scene: 'cafe',
    title: t('Forty cafés light our candles', 'چل کافێ مۆمەکانمان دادەگیرسێنن', 'أربعون مقهى يضيء شموعنا'),
    description: t(
      'Our white-label candles now burn in forty cafés and restaurants from Zakho to Karbala, each with its own label and scent.',
      'مۆمە وایت لەیبڵەکانمان ئێستا لە چل کافێ و چێشتخانەدا دەسووتێن، لە زاخۆوە تا کەربەلا، هەریەکەیان بە لەیبڵ و بۆنی خۆی.',
      'تحترق شموع العلامة الخاصة لدينا الآن في أربعين مقهى ومطعمًا من زاخو إلى كربلاء، ولكلّ منها ملصقه وعطره الخاص.',
    ),
  },
  {
    id: 11,
    date: '2025-11-12',
    scene: 'studio',
    title: t('Pay with ZainCash, FastPay, NassPay or FIB', 'بە زەین کاش، فاستپەی، ناسپەی یان FIB پارە بدە', 'ادفع عبر زين كاش أو فاست باي أو ناس باي أو FIB'),
    description: t(
      'Besides cash on delivery you can now pay online with ZainCash, FastPay, NassPay or FIB; with FIB you simply scan a QR code in your bank app.',
      'جگە لە پارەدانی کاش لە کاتی گەیاندندا، ئێستا دەتوانیت بە ئۆنلاین بە زەین کاش، فاستپەی، ناسپەی یان FIB پارە بدەیت؛ لەگەڵ FIB تەنها کۆدێکی QR لە ئەپی بانکەکەتدا سکان دەکەیت.',
      'إلى جانب الدفع نقدًا عند الاستلام، يمكنك الآن الدفع عبر الإنترنت بزين كاش أو فاست باي أو ناس باي أو FIB، ومع FIB يكفي أن تمسح رمز QR في تطبيق مصرفك.',
    ),
  },
  {
    id: 12,
    date: '2025-12-08',
    scene: 'citadel',
    title: t('Thank you for the winter market at the citadel', 'سوپاس بۆ بازاڕی زستانی قەڵا', 'شكرًا لكم على سوق الشتاء في القلعة'),
    description: t(
      'More than two thousand of you visited our stall at the Erbil citadel winter market. The cinnamon candle sold out on the second night.',
      'زیاتر لە دوو هەزار کەس سەردانی شوێنەکەمانیان کرد لە بازاڕی زستانی قەڵای هەولێر. مۆمی دارچین لە شەوی دووەمدا تەواو بوو.',
      'زار أكثر من ألفين منكم جناحنا في سوق الشتاء في قلعة أربيل، ونفدت شمعة القرفة في الليلة الثانية.',
    ),
  },
  {
    id: 13,
    date: '2026-01-14',
    scene: 'spring',
    title: t('Zagros oak and thyme is back', 'بەڕوو و جاترەی زاگرۆس گەڕایەوە', 'عودة بلوط وزعتر زاغروس'),
    description: t(
      'Zagros oak and thyme is back for good: oak moss, wild thyme and sandalwood, the smell of a walk above Amedi.',
      'بەڕوو و جاترەی زاگرۆس بۆ هەمیشە گەڕایەوە: قەوزەی بەڕوو، جاترەی کێوی و سەندەڵ، بۆنی پیاسەیەک لە سەرووی ئامێدی.',
      'عاد بلوط وزعتر زاغروس ليبقى: طحلب البلوط والزعتر البري والصندل، رائحة نزهة فوق العمادية.',
    ),
  },
  {
    id: 14,
    date: '2026-02-10',
    scene: 'night',
    title: t('Ramadan 2026: lanterns and dates', 'ڕەمەزانی ٢٠٢٦: فانۆس و خورما', 'رمضان ٢٠٢٦: فوانيس وتمر'),
    description: t(
      'Lantern oud returns with two new scents for Ramadan, and every order before Eid comes with a free box of matches.',
      'عوودی فانۆس لەگەڵ دوو بۆنی نوێ بۆ ڕەمەزان دەگەڕێتەوە، و هەموو داواکارییەک پێش جەژن قوتوویەک شقارتەی بێبەرامبەری لەگەڵە.',
      'يعود عود الفانوس مع عطرين جديدين لرمضان، ومع كل طلب قبل العيد علبة كبريت مجانية.',
    ),
  },
  {
    id: 15,
    date: '2026-04-20',
    scene: 'studio',
    title: t('Our studio has doubled', 'ستۆدیۆکەمان دوو هێندە گەورە بوو', 'تضاعف حجم مشغلنا'),
    description: t(
      'We moved next door on 60m Street: twice the space, a cool pouring room, and a corner where you can smell every scent before you buy.',
      'چووینە باڵەخانەی تەنیشتەوە لە شەقامی شەست مەتری: دوو هێندەی جێگا، ژوورێکی فێنکی ڕشتن، و گۆشەیەک کە دەتوانیت پێش کڕین بۆنی هەموو بۆنەکان بکەیت.',
      'انتقلنا إلى البناية المجاورة في شارع الستين: مساحة مضاعفة، وغرفة صبّ باردة، وركن تشمّ فيه كل العطور قبل الشراء.',
    ),
  },
  {
    id: 16,
    date: '2026-06-08',
    scene: 'gift',
    title: t('Gift subscriptions: a candle every month', 'بەشداریی دیاری: هەموو مانگێک مۆمێک', 'اشتراكات الهدايا: شمعة كل شهر'),
    description: t(
      'Give three, six or twelve months of candles: each month a new scent arrives at their door, with your message on the card.',
      'سێ، شەش یان دوازدە مانگ مۆم ببەخشە: هەموو مانگێک بۆنێکی نوێ دەگاتە بەردەرگایان، لەگەڵ نامەکەت لەسەر کارتەکە.',
      'أهدِ ثلاثة أو ستة أو اثني عشر شهرًا من الشموع: كل شهر يصل عطر جديد إلى بابهم مع رسالتك على البطاقة.',
    ),
  },
  {
    id: 17,
    date: '2026-06-08',
    scene: 'personal',
    title: t('Personalized candles in three days', 'مۆمی تایبەت لە سێ ڕۆژدا', 'شموع مخصصة خلال ثلاثة أيام'),
    description: t(
      'Personalized candles now leave the studio three days after you accept the design, in time for weddings planned at short notice.',
      'مۆمە تایبەتەکان ئێستا سێ ڕۆژ دوای ڕازیبوونت لەسەر دیزاینەکە لە ستۆدیۆ دەردەچن، لە کاتی خۆیدا بۆ ئەو زەماوەندانەی لە ماوەیەکی کورتدا ڕێک دەخرێن.',
      'تغادر الشموع المخصصة المشغل الآن بعد ثلاثة أيام من موافقتك على التصميم، في الوقت المناسب للأعراس التي تُرتَّب على عجل.',
    ),
  },
];
