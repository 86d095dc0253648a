import { ladders, type ProductSeed } from './products.js';
import { t } from '../texts.js';

// Category 1. Sub-categories: 1 jar, 2 pillar, 3 travel tin, 4 wax melt. Collections: 1 Tigris,
// 2 mountains, 3 bazaar, 4 Ramadan, 5 winter, 6 Basra. Most prices are null: the first size's
// price applies (SPEC §2).
const jar = { category: 1, sub: 1, form: 'jar', price: null } as const;
const pillar = { category: 1, sub: 2, form: 'pillar', price: null } as const;
const tin = { category: 1, sub: 3, form: 'tin', price: null } as const;
const melt = { category: 1, sub: 4, form: 'melt', price: null } as const;

/** The candles of the demo catalogue. */
export const candles: ProductSeed[] = [
  {
    ...jar, id: 1, collection: 1, colors: [1, 11], scents: [3, 5], sizes: ladders.jar, stock: 34,
    title: t('Tigris jasmine', 'یاسەمەنی دیجلە', 'ياسمين دجلة'),
    blurb: t('Jasmine on a garden wall by the river, softened with orange blossom.', 'یاسەمەن لەسەر دیواری باخچەیەک لە کەناری ڕووبار، نەرمکراو بە گوڵی نارنج.', 'ياسمين على سور حديقة عند النهر، تلطّفه زهرة البرتقال.'),
  },
  {
    ...jar, id: 2, collection: 1, colors: [7, 10], scents: [1, 4], sizes: ladders.jarOud, stock: 12,
    title: t('Riverbank oud', 'عوودی کەناری ڕووبار', 'عود ضفة النهر'),
    blurb: t('Dark oud and warm amber, the smell of an old house on the Tigris.', 'عوودی تاریک و عەنبەری گەرم، بۆنی ماڵێکی کۆن لە کەناری دیجلە.', 'عود داكن وعنبر دافئ، رائحة بيت قديم على ضفاف دجلة.'),
  },
  {
    ...jar, id: 3, collection: 2, colors: [4, 1], scents: [10, 8], sizes: ladders.jar, stock: 21,
    title: t('Zagros oak and thyme', 'بەڕوو و جاترەی زاگرۆس', 'بلوط وزعتر زاغروس'),
    blurb: t('Wild thyme and sandalwood, like a walk through the oak forests in spring.', 'جاترەی کێوی و سەندەڵ، وەک پیاسەیەک بە دارستانی بەڕوودا لە بەهاردا.', 'زعتر بري وصندل، كنزهة في غابات البلوط في الربيع.'),
  },
  {
    ...jar, id: 4, collection: 2, colors: [11, 5], scents: [12, 3], sizes: ladders.jarSmall, stock: 17,
    title: t('Rawanduz spring', 'کانیاوی ڕەواندز', 'ينبوع راوندوز'),
    blurb: t('Fresh mint tea and jasmine beside cold water running off the mountain.', 'چای پونگی تازە و یاسەمەن لە تەنیشت ئاوی ساردی چیاوە.', 'شاي بالنعناع الطازج وياسمين بجانب ماء الجبل البارد.'),
  },
  {
    ...jar, id: 5, collection: 3, colors: [8, 1], scents: [6, 9], sizes: ladders.jar, stock: 40,
    title: t('Shorja cardamom coffee', 'قاوەی هێلی شۆرجە', 'قهوة الهيل من الشورجة'),
    blurb: t('Freshly roasted coffee with cardamom and a pinch of cinnamon, straight from the spice market.', 'قاوەی تازە برژاو لەگەڵ هێل و کەمێک دارچین، ڕاستەوخۆ لە بازاڕی بەهارات.', 'قهوة محمصة طازجة مع الهيل ورشة قرفة، مباشرة من سوق التوابل.'),
  },
  {
    ...jar, id: 6, collection: 3, colors: [1, 3], scents: [8, 4], sizes: ladders.jarSmall, stock: 9,
    title: t('Mutanabbi pages', 'پەڕەکانی موتەنەبی', 'أوراق المتنبي'),
    blurb: t('Sandalwood, amber and the dry sweetness of old paper from the Friday book market.', 'سەندەڵ، عەنبەر و شیرینیی وشکی کاغەزی کۆن لە بازاڕی کتێبی ڕۆژانی هەینی.', 'صندل وعنبر وحلاوة الورق القديم من سوق الكتب يوم الجمعة.'),
  },
  {
    ...jar, id: 7, collection: 4, colors: [8, 10], scents: [11, 4], sizes: ladders.jar, stock: 26, isNew: true,
    title: t('Iftar dates and amber', 'خورما و عەنبەری بەربانگ', 'تمر وعنبر الإفطار'),
    blurb: t('Sticky dates, honey and amber for the table after sunset.', 'خورمای شیرین، هەنگوین و عەنبەر بۆ سفرەی دوای ئاوابوونی خۆر.', 'تمر لزج وعسل وعنبر لمائدة ما بعد الغروب.'),
  },
  {
    ...jar, id: 8, collection: 4, colors: [9, 10], scents: [1, 2], sizes: ladders.jarOud, stock: 0, isNew: true,
    title: t('Lantern oud', 'عوودی فانۆس', 'عود الفانوس'),
    blurb: t('Oud and Damask rose, the scent of a lantern-lit courtyard during Ramadan.', 'عوود و گوڵی محەمەدی، بۆنی حەوشەیەکی ڕووناککراو بە فانۆس لە مانگی ڕەمەزاندا.', 'عود وورد جوري، رائحة فناء مضاء بالفوانيس في رمضان.'),
  },
  {
    ...jar, id: 9, collection: 5, colors: [6, 9], scents: [9, 5], sizes: ladders.jar, stock: 15,
    title: t('Winter cinnamon', 'دارچینی زستان', 'قرفة الشتاء'),
    blurb: t('Cinnamon and orange peel warming by the heater on a January night.', 'دارچین و توێکڵی پرتەقاڵ کە لە شەوێکی کانوونی دووەمدا لە تەنیشت سۆپاوە گەرم دەبن.', 'قرفة وقشر برتقال يدفآن قرب المدفأة في ليلة من كانون الثاني.'),
  },
  {
    ...jar, id: 10, collection: 6, colors: [4, 11], scents: [7, 12], sizes: ladders.jarSmall, stock: 22, isNew: true,
    title: t('Basra fig leaf', 'گەڵای هەنجیری بەسرە', 'ورق تين البصرة'),
    blurb: t('Green fig leaves and mint from a shaded garden on the Shatt al-Arab.', 'گەڵای سەوزی هەنجیر و پونگ لە باخچەیەکی سێبەرداری کەناری شەتولعەرەب.', 'أوراق تين خضراء ونعناع من حديقة ظليلة على شط العرب.'),
  },
  {
    ...jar, id: 11, collection: null, colors: [2, 1], scents: [2], sizes: ladders.jar, stock: 30, price: 18000,
    title: t('Damask rose', 'گوڵی محەمەدی', 'الورد الجوري'),
    blurb: t('One note only: fresh Damask rose, picked in the early morning.', 'تەنها یەک بۆن: گوڵی محەمەدیی تازە کە بەیانی زوو چنراوەتەوە.', 'نوتة واحدة فقط: ورد جوري طازج قُطف في الصباح الباكر.'),
  },
  {
    ...pillar, id: 12, collection: 4, colors: [3, 1, 10], scents: [4], sizes: ladders.pillar, stock: 18,
    title: t('Amber pillar', 'مۆمی ستوونی عەنبەر', 'شمعة العنبر العمودية'),
    blurb: t('A golden pillar that fills the room with soft, resinous amber.', 'ستوونێکی ئاڵتوونی کە ژوورەکە پڕ دەکات لە بۆنی نەرمی عەنبەر.', 'عمود ذهبي يملأ الغرفة بعبق العنبر الناعم.'),
  },
  {
    ...pillar, id: 13, collection: 2, colors: [4], scents: [10], sizes: ladders.pillar, stock: 11, price: 16000,
    title: t('Olive grove pillar', 'مۆمی ستوونی باخی زەیتوون', 'شمعة بستان الزيتون'),
    blurb: t('Mountain thyme over green olive wax, calm and herbal.', 'جاترەی چیا لەسەر مۆمی سەوزی زەیتوونی، ئارام و گیایی.', 'زعتر الجبل فوق شمع زيتوني أخضر، هادئ وعشبي.'),
  },
  {
    ...pillar, id: 14, collection: 5, colors: [9], scents: [9, 2], sizes: ladders.pillar, stock: 0,
    title: t('Pomegranate pillar', 'مۆمی ستوونی هەنار', 'شمعة الرمان العمودية'),
    blurb: t('Deep red like a split pomegranate, with cinnamon and rose.', 'سووری تۆخ وەک هەنارێکی کەرتکراو، لەگەڵ دارچین و گوڵ.', 'أحمر داكن كرمانة مشقوقة، مع القرفة والورد.'),
  },
  {
    ...pillar, id: 15, collection: 1, colors: [5, 1], scents: [3], sizes: ladders.pillar, stock: 14,
    title: t('Tigris blue pillar', 'مۆمی ستوونی شینی دیجلە', 'شمعة دجلة الزرقاء'),
    blurb: t('River-blue wax scented with night jasmine.', 'مۆمی شینی ڕووبار بە بۆنی یاسەمەنی شەو.', 'شمع بلون النهر الأزرق بعبير ياسمين الليل.'),
  },
  {
    ...pillar, id: 16, collection: 3, colors: [3], scents: [4, 8], sizes: ladders.pillar, stock: 8,
    title: t('Saffron pillar', 'مۆمی ستوونی زەعفەران', 'شمعة الزعفران العمودية'),
    blurb: t('Saffron-yellow wax with amber and sandalwood, inspired by the spice stalls.', 'مۆمی زەردی زەعفەرانی لەگەڵ عەنبەر و سەندەڵ، بە ئیلهام لە دوکانەکانی بەهارات.', 'شمع بلون الزعفران مع العنبر والصندل، مستوحى من دكاكين التوابل.'),
  },
  {
    ...pillar, id: 17, collection: null, colors: [1], scents: [], sizes: ladders.pillar, stock: 50, price: 16000,
    title: t('Unscented ivory pillar', 'مۆمی ستوونی عاجیی بێ بۆن', 'شمعة عاجية عمودية بلا عطر'),
    blurb: t('No fragrance at all, for the dinner table and for anyone sensitive to scent.', 'هیچ بۆنێکی نییە، بۆ سەر سفرەی نانخواردن و بۆ ئەو کەسانەی هەستیارن بە بۆن.', 'بلا أي عطر، لمائدة العشاء ولمن لديه حساسية من الروائح.'),
  },
  {
    ...tin, id: 18, collection: 1, colors: [3], scents: [5], sizes: ladders.tin, stock: 45,
    title: t('Orange blossom tin', 'قوتووی گوڵی نارنج', 'علبة زهر البرتقال'),
    blurb: t('Bright orange blossom for a hotel room or an office desk.', 'گوڵی نارنجی گەش بۆ ژووری ئوتێل یان مێزی ئۆفیس.', 'زهر برتقال منعش لغرفة فندق أو مكتب عمل.'),
  },
  {
    ...tin, id: 19, collection: 2, colors: [4], scents: [10], sizes: ladders.tin, stock: 38,
    title: t('Mountain thyme tin', 'قوتووی جاترەی چیا', 'علبة زعتر الجبل'),
    blurb: t('Wild thyme from the slopes, small enough for a picnic bag.', 'جاترەی کێوی لە بنارەکانەوە، ئەوەندە بچووکە کە بچێتە جانتای سەیرانەوە.', 'زعتر بري من السفوح، صغيرة بما يكفي لحقيبة النزهة.'),
  },
  {
    ...tin, id: 20, collection: 3, colors: [8], scents: [6], sizes: ladders.tin, stock: 29,
    title: t('Cardamom coffee tin', 'قوتووی قاوەی هێل', 'علبة قهوة الهيل'),
    blurb: t('The smell of the morning coffee pot, wherever you wake up.', 'بۆنی قۆری قاوەی بەیانیان، لە هەر شوێنێک لە خەو هەستیت.', 'رائحة دلة قهوة الصباح أينما استيقظت.'),
  },
  {
    ...tin, id: 21, collection: null, colors: [11], scents: [12], sizes: ladders.tin, stock: 33, price: 9000,
    title: t('Mint tea tin', 'قوتووی چای پونگ', 'علبة شاي النعناع'),
    blurb: t('Sweet black tea with fresh mint, the way every teahouse serves it.', 'چای ڕەشی شیرین لەگەڵ پونگی تازە، هەروەک لە هەموو چایخانەیەک پێشکەش دەکرێت.', 'شاي أسود محلّى بالنعناع الطازج، كما يقدّمه كل مقهى.'),
  },
  {
    ...tin, id: 22, collection: 4, colors: [2], scents: [2, 1], sizes: ladders.tin, stock: 19, isNew: true,
    title: t('Rose and oud tin', 'قوتووی گوڵ و عوود', 'علبة الورد والعود'),
    blurb: t('The classic pairing of Iraq and the Gulf, in a pocket-sized tin.', 'تێکەڵە ناسراوەکەی عێراق و کەنداو، لە قوتوویەکی بچووکی گیرفانیدا.', 'المزيج الكلاسيكي في العراق والخليج، في علبة بحجم الجيب.'),
  },
  {
    ...melt, id: 23, collection: 4, colors: [3], scents: [4], sizes: ladders.melt, stock: 60,
    title: t('Amber melts', 'پارچە مۆمی عەنبەر', 'مكعبات العنبر'),
    blurb: t('Resinous amber that lingers for hours after the warmer is off.', 'عەنبەرێک کە چەند کاتژمێرێک دوای کوژاندنەوەی گەرمکەرەوەکە لە ژوورەکەدا دەمێنێتەوە.', 'عنبر راتنجي يبقى في الغرفة ساعات بعد إطفاء المبخرة.'),
  },
  {
    ...melt, id: 24, collection: 6, colors: [4], scents: [7], sizes: ladders.melt, stock: 0,
    title: t('Fig melts', 'پارچە مۆمی هەنجیر', 'مكعبات التين'),
    blurb: t('Ripe figs and green leaves, sweet without being sugary.', 'هەنجیری پێگەیشتوو و گەڵای سەوز، شیرین بەڵام نەک شەکراوی.', 'تين ناضج وأوراق خضراء، حلو دون إفراط في السكر.'),
  },
  {
    ...melt, id: 25, collection: 5, colors: [6], scents: [9], sizes: ladders.melt, stock: 27,
    title: t('Cinnamon melts', 'پارچە مۆمی دارچین', 'مكعبات القرفة'),
    blurb: t('A quick way to make the whole flat smell like a bakery in winter.', 'ڕێگایەکی خێرا بۆ ئەوەی هەموو ماڵەکە بۆنی نانەواخانەیەکی زستانی لێ بێت.', 'طريقة سريعة لتفوح من البيت كله رائحة مخبز في الشتاء.'),
  },
  {
    ...melt, id: 26, collection: 1, colors: [1], scents: [3], sizes: ladders.melt, stock: 31, price: 7000,
    title: t('Jasmine melts', 'پارچە مۆمی یاسەمەن', 'مكعبات الياسمين'),
    blurb: t('Night jasmine in small cubes: break off one or two at a time.', 'یاسەمەنی شەو لە پارچەی بچووکدا: هەر جارە یەک یان دوو پارچە بشکێنە.', 'ياسمين الليل في مكعبات صغيرة: اكسر قطعة أو اثنتين في كل مرة.'),
  },
  {
    ...jar, id: 27, collection: 6, colors: [8, 3], scents: [11], sizes: ladders.jar, stock: 24, isNew: true,
    title: t('Dates and honey', 'خورما و هەنگوین', 'تمر وعسل'),
    blurb: t('Basra dates warmed in honey, rich and comforting.', 'خورمای بەسرە کە لە هەنگویندا گەرم کراوە، پڕ و ئارامبەخش.', 'تمر البصرة مدفأ بالعسل، غني ومريح.'),
  },
];
