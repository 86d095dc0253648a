import type { Texts } from '../../types.js';
import type { ContentScene } from './pictures.js';
import { t } from '../texts.js';

/** A page text as seeded; `scene` picks its picture, `gallery` how many extra pictures it has. */
export interface TextSeed {
  id: number;
  type: string;
  title: Texts;
  subtitle: Texts;
  description: Texts;
  link: string;
  video?: string;
  scene: ContentScene;
  gallery: number;
}

/** A home-page slide as seeded; `color` is the colour of its text over the picture. */
export interface SliderSeed {
  id: number;
  title: Texts;
  subtitle: Texts;
  description: Texts;
  buttonOne: Texts;
  buttonTwo: Texts;
  linkOne: string;
  linkTwo: string;
  color: string;
  scene: ContentScene;
  /** Background of the slide's picture, dark under white text. */
  background: string;
}

/** SPEC §3: the home page shows the texts of type label and personalized; the rest fill information pages. */
export const pageTexts: TextSeed[] = [
  {
    id: 1,
    type: 'label',
    link: '/whitelabel/request',
    scene: 'label',
    gallery: 3,
    title: t('Your brand, our candles', 'براندی ئێوە، مۆمەکانی ئێمە', 'علامتك التجارية، شموعنا'),
    subtitle: t('White-label candles for cafés, hotels and shops', 'مۆمی وایت لەیبڵ بۆ کافێ، هوتێل و دوکانەکان', 'شموع بعلامتك الخاصة للمقاهي والفنادق والمتاجر'),
    description: t(
      'Choose the container, wax colour, scent and wick, send us your logo, and we pour a batch with your own label: from a small run for one café to gifts for a whole company.',
      'قاپ، ڕەنگی مۆم، بۆن و فتیلە هەڵبژێرە، لۆگۆکەتمان بۆ بنێرە، ئێمەش بە لەیبڵی خۆت دەیانڕێژین: لە بڕێکی کەم بۆ کافێیەک تا دیاری بۆ هەموو کارمەندانی کۆمپانیایەک.',
      'اختر العبوة ولون الشمع والعطر والفتيل، وأرسل لنا شعارك، فنصبّ لك دفعة بملصقك الخاص: من كمية صغيرة لمقهى واحد إلى هدايا لموظفي شركة كاملة.',
    ),
  },
  {
    id: 2,
    type: 'personalized',
    link: '/personalized-candles',
    scene: 'personal',
    gallery: 2,
    title: t('A candle with their name on it', 'مۆمێک بە ناوی خۆیانەوە', 'شمعة تحمل اسمهم'),
    subtitle: t('Personalized candles for weddings, birthdays and new babies', 'مۆمی تایبەت بۆ زەماوەند، ڕۆژی لەدایکبوون و منداڵی تازە', 'شموع مخصصة للأعراس وأعياد الميلاد والمواليد الجدد'),
    description: t(
      'Send us a name, a date or a photo and tell us the scent you like. We design the label, send you a price to accept, and pour the candle by hand in Erbil.',
      'ناوێک، بەروارێک یان وێنەیەکمان بۆ بنێرە و پێمان بڵێ چ بۆنێکت پێ خۆشە. ئێمە لەیبڵەکە دیزاین دەکەین، نرخێکت بۆ دەنێرین تا ڕازی بیت، و مۆمەکە لە هەولێر بە دەست دەڕێژین.',
      'أرسل لنا اسمًا أو تاريخًا أو صورة وأخبرنا بالعطر الذي تحبه. نصمّم الملصق ونرسل لك سعرًا لتوافق عليه، ثم نصبّ الشمعة يدويًا في أربيل.',
    ),
  },
  {
    id: 3,
    type: 'whoweare',
    link: '/whoweare',
    scene: 'studio',
    gallery: 2,
    title: t('Who we are', 'ئێمە کێین', 'من نحن'),
    subtitle: t('A small candle studio in Erbil', 'ستۆدیۆیەکی بچووکی مۆم لە هەولێر', 'مشغل شموع صغير في أربيل'),
    description: t(
      'We are six makers who pour soy candles by hand, blend our own scents and pack every order ourselves. We sell online across Iraq and in our studio.',
      'ئێمە شەش وەستاین کە مۆمی سۆیا بە دەست دەڕێژین، بۆنەکانمان خۆمان تێکەڵ دەکەین و هەموو داواکارییەک خۆمان دەپێچینەوە. بە ئۆنلاین بە هەموو عێراقدا دەفرۆشین و لە ستۆدیۆکەشماندا.',
      'نحن ستة صنّاع نصبّ شموع الصويا يدويًا ونمزج عطورنا بأنفسنا ونغلّف كل طلب بأيدينا. نبيع عبر الإنترنت في كل أنحاء العراق وفي مشغلنا.',
    ),
  },
  {
    id: 4,
    type: 'ourstory',
    link: '/ourstory',
    video: 'https://videos.candleshop.iq/our-story.mp4',
    scene: 'citadel',
    gallery: 1,
    title: t('Our story', 'چیرۆکی ئێمە', 'قصتنا'),
    subtitle: t('From a kitchen in Ankawa to a studio on 60m Street', 'لە چێشتخانەیەک لە عەنکاوە بۆ ستۆدیۆیەک لە شەقامی شەست مەتری', 'من مطبخ في عنكاوا إلى مشغل في شارع الستين'),
    description: t(
      'It started in 2019 with a pot of wax on a kitchen stove and a few jars for friends during the winter power cuts. Friends asked for more, then cafés did, and in 2022 we opened our studio.',
      'لە ساڵی ٢٠١٩ بە مەنجەڵێک مۆم لەسەر غازی چێشتخانە و چەند شووشەیەک بۆ هاوڕێیان لە کاتی بڕانی کارەبای زستاندا دەستی پێکرد. هاوڕێیان زیاتریان داوا کرد، دواتر کافێکان، و لە ساڵی ٢٠٢٢ ستۆدیۆکەمان کردەوە.',
      'بدأت الحكاية عام ٢٠١٩ بقدر من الشمع على موقد المطبخ وبضع برطمانات للأصدقاء خلال انقطاع الكهرباء في الشتاء. طلب الأصدقاء المزيد ثم المقاهي، وفي عام ٢٠٢٢ افتتحنا مشغلنا.',
    ),
  },
  {
    id: 5,
    type: 'founder',
    link: '/founder',
    scene: 'portrait',
    gallery: 1,
    title: t('Meet our founder', 'دامەزرێنەرەکەمان بناسە', 'تعرّف على مؤسِّستنا'),
    subtitle: t('Shilan Aziz, candle maker', 'شیلان عەزیز، مۆمساز', 'شيلان عزيز، صانعة شموع'),
    description: t(
      'Shilan studied chemistry at Salahaddin University and still tests every new scent herself, burning each candle for forty hours before it goes on sale.',
      'شیلان لە زانکۆی سەڵاحەدین کیمیای خوێندووە و هێشتا هەموو بۆنێکی نوێ خۆی تاقی دەکاتەوە؛ هەر مۆمێک چل کاتژمێر دادەگیرسێنێت پێش ئەوەی بخرێتە بەر فرۆشتن.',
      'درست شيلان الكيمياء في جامعة صلاح الدين، وما زالت تختبر كل عطر جديد بنفسها، فتُشعل كل شمعة أربعين ساعة قبل طرحها للبيع.',
    ),
  },
];

/** The three home-page slides (SPEC §9: autoplay, fade, loop). */
export const sliders: SliderSeed[] = [
  {
    id: 1,
    scene: 'night',
    background: '#1f2a4a',
    color: '#ffffff',
    linkOne: '/shop?section=candles',
    linkTwo: '/refill',
    title: t('Hand-poured in Erbil', 'بە دەست ڕێژراو لە هەولێر', 'مصبوبة يدويًا في أربيل'),
    subtitle: t('The winter collection is here', 'کۆمەڵەی زستان گەیشت', 'وصلت مجموعة الشتاء'),
    description: t('Cinnamon, oud and orange peel for long evenings at home.', 'دارچین، عوود و توێکڵی پرتەقاڵ بۆ ئێوارە درێژەکانی ماڵەوە.', 'قرفة وعود وقشر برتقال لأمسيات طويلة في البيت.'),
    buttonOne: t('Shop candles', 'مۆمەکان ببینە', 'تسوّق الشموع'),
    buttonTwo: t('Refill your jar', 'شووشەکەت پڕ بکەرەوە', 'أعد تعبئة برطمانك'),
  },
  {
    id: 2,
    scene: 'label',
    background: '#e9eef6',
    color: '#1f2a4a',
    linkOne: '/whitelabel/request',
    linkTwo: '/whitelabel/projects',
    title: t('Your brand, our candles', 'براندی ئێوە، مۆمەکانی ئێمە', 'علامتك التجارية، شموعنا'),
    subtitle: t('White label for cafés, hotels and shops', 'وایت لەیبڵ بۆ کافێ، هوتێل و دوکان', 'علامة خاصة للمقاهي والفنادق والمتاجر'),
    description: t('Your logo on candles poured to your order.', 'لۆگۆکەت لەسەر ئەو مۆمانەی بەپێی داواکارییەکەت دەڕێژرێن.', 'شعارك على شموع تُصبّ حسب طلبك.'),
    buttonOne: t('Request a quote', 'داوای نرخ بکە', 'اطلب عرض سعر'),
    buttonTwo: t('See our projects', 'پڕۆژەکانمان ببینە', 'شاهد مشاريعنا'),
  },
  {
    id: 3,
    scene: 'personal',
    background: '#9e4a35',
    color: '#ffffff',
    linkOne: '/personalized-candles',
    linkTwo: '/shop?section=giftsets',
    title: t('Gifts with a name on them', 'دیاری بە ناوی خۆیانەوە', 'هدايا تحمل أسماءهم'),
    subtitle: t('Personalized candles', 'مۆمی تایبەت', 'شموع مخصصة'),
    description: t('Names, dates and photos on a candle made only for them.', 'ناو، بەروار و وێنە لەسەر مۆمێک کە تەنها بۆ ئەوان دروست کراوە.', 'أسماء وتواريخ وصور على شمعة صُنعت لهم وحدهم.'),
    buttonOne: t('Personalize a candle', 'مۆمێک تایبەت بکە', 'خصّص شمعة'),
    buttonTwo: t('Gift sets', 'سێتی دیاری', 'مجموعات الهدايا'),
  },
];
